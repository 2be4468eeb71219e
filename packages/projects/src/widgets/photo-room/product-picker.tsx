import {
  type ChecklistLine,
  PHOTO_SURFACE,
  type PhotoSurfaceKind,
  PHOTO_SURFACE_TEXTS as T,
} from '@showroom/contract/projects';
import { productPictureUrl } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { SelectField, TextField } from '@showroom/ui/form';
import { Modal } from '@showroom/ui/modal';
import { useEffect, useState } from 'react';
import { useProjectChecklist } from '../checklist/use-project-checklist.ts';
import { searchSurfaceProducts } from './photo-room-calls.ts';
import type { DraftProduct } from './surface-draft.ts';

export interface PickedProduct {
  product: DraftProduct;
  sizeId: number | null;
  colour: string | null;
}

export interface ProductPickerProps {
  projectId: number;
  kind: PhotoSurfaceKind;
  open: boolean;
  onClose: () => void;
  onPick: (picked: PickedProduct) => void;
}

/** `tile-flooring` → `Tile flooring`. */
const categoryName = (slug: string) => (slug.charAt(0).toUpperCase() + slug.slice(1)).replaceAll('-', ' ');

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function CatalogueResults({ kind, onPick }: Pick<ProductPickerProps, 'kind' | 'onPick'>) {
  const categories = PHOTO_SURFACE.categories[kind];
  const [category, setCategory] = useState<string>(categories[0]);
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed, 300);
  const list = useResource(`photo-room-products:${category}:${q}`, (signal) =>
    searchSurfaceProducts(category, q, signal),
  );
  const { state } = list;
  return (
    <>
      <div className="sr-photo-room__picker-filters">
        <SelectField
          label={T.category}
          name="category"
          value={category}
          options={categories.map((slug) => ({ value: slug, label: categoryName(slug) }))}
          onChange={(event) => setCategory(event.target.value)}
        />
        <TextField
          label={T.search}
          name="q"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {(state.status === 'idle' || state.status === 'loading') && <p role="status">{T.pickerLoading}</p>}
      {state.status === 'error' && (
        <p role="alert">
          {T.pickerFailed} <Button onClick={list.retry}>{T.tryAgain}</Button>
        </p>
      )}
      {state.status === 'ready' && state.data.length === 0 && <p>{T.pickerEmpty}</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="sr-photo-room__picker-list">
          {state.data.map((card) => (
            <li key={card.id} className="sr-photo-room__picker-item">
              <img src={productPictureUrl(card, 'thumb')} alt="" width={64} height={64} />
              <span className="sr-photo-room__picker-name">
                {card.name}
                <small>{card.brand.name}</small>
              </span>
              <Button
                variant="secondary"
                aria-label={T.pick(card.name)}
                onClick={() =>
                  onPick({
                    product: {
                      id: card.id,
                      hash: card.hash,
                      name: card.name,
                      photo: card.photo,
                      colours: card.colour,
                    },
                    sizeId: card.size_id,
                    colour: card.colour[0]?.name ?? null,
                  })
                }
              >
                {T.choose}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ChecklistResults({ projectId, onPick }: Pick<ProductPickerProps, 'projectId' | 'onPick'>) {
  const checklist = useProjectChecklist(projectId);
  const { state } = checklist;
  const pickLine = (line: ChecklistLine) =>
    onPick({
      product: { id: line.product_id, hash: line.hash, name: line.name, photo: line.photo, colours: [] },
      sizeId: line.size_id,
      colour: line.colour,
    });
  if (state.status === 'error') {
    return (
      <p role="alert">
        {T.pickerFailed} <Button onClick={checklist.retry}>{T.tryAgain}</Button>
      </p>
    );
  }
  if (state.status !== 'ready') return <p role="status">{T.pickerLoading}</p>;
  if (state.data.items.length === 0) return <p>{T.checklistEmpty}</p>;
  return (
    <ul className="sr-photo-room__picker-list">
      {state.data.items.map((line) => (
        <li key={line.id} className="sr-photo-room__picker-item">
          <img src={productPictureUrl(line, 'thumb', line.colour)} alt="" width={64} height={64} />
          <span className="sr-photo-room__picker-name">
            {line.name}
            <small>{[line.brand, line.colour].filter(Boolean).join(' · ')}</small>
          </span>
          <Button variant="secondary" aria-label={T.pick(line.name)} onClick={() => pickLine(line)}>
            {T.choose}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The product dialog: the catalogue's floor or wall categories with a search, or the project's checklist. */
export function ProductPicker({ projectId, kind, open, onClose, onPick }: ProductPickerProps) {
  const [source, setSource] = useState<'catalogue' | 'checklist'>('catalogue');
  return (
    <Modal open={open} onClose={onClose} title={T.chooseProduct}>
      <fieldset className="sr-photo-room__source">
        <legend className="sr-visually-hidden">{T.product}</legend>
        {(['catalogue', 'checklist'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="product-source"
              value={value}
              checked={source === value}
              onChange={() => setSource(value)}
            />{' '}
            {value === 'catalogue' ? T.fromCatalogue : T.fromChecklist}
          </label>
        ))}
      </fieldset>
      {source === 'catalogue' ? (
        <CatalogueResults kind={kind} onPick={onPick} />
      ) : (
        <ChecklistResults projectId={projectId} onPick={onPick} />
      )}
    </Modal>
  );
}
