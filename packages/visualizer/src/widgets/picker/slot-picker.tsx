import { categoryLabel, MESSAGES } from '@showroom/contract';
import { PICKER_PAGE_SIZE, VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { productPictureUrl } from '@showroom/core';
import type { RoomSlot } from '@showroom/rooms';
import { isSurfaceSlot, rankByStyleColours, styleColoursOf } from '@showroom/rooms';
import { Button, StyleSheet } from '@showroom/ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { pickFromCard, type SlotPick } from '../../model/slot-choice.ts';
import { fetchTexturesAhead } from '../../model/texture-files.ts';
import { useStyleProfile } from '../visualizer/use-style-profile.ts';
import { PickOptions } from './pick-options.tsx';
import { PickerFiltersForm } from './picker-filters.tsx';
import { PickerProduct } from './picker-product.tsx';
import css from './slot-picker.css?inline';
import { NO_FILTERS, useSlotProducts } from './use-slot-products.ts';

export interface SlotPickerProps {
  slot: RoomSlot;
  /** The catalogue categories this slot is filled from (slugs), the first shown first. */
  categories: readonly string[];
  showroom: number;
  current: SlotPick | undefined;
  onChoose: (choice: SlotPick) => void;
  /** Takes the current product out of the slot. */
  onEmpty: () => void;
  onClose: () => void;
  /** Whether the room is drawn in 3D, where surfaces show their products' textures. */
  texturesShown?: boolean;
}

/**
 * The showroom's products for one slot, at its prices: a category (when the slot takes several),
 * brand, colour and price filters, thumbnails and "More". A non-modal panel (a bottom sheet on
 * phones): the room stays in view while products are tried; Escape closes it.
 */
export function SlotPicker({
  slot,
  categories,
  showroom,
  current,
  onChoose,
  onEmpty,
  onClose,
  texturesShown = false,
}: SlotPickerProps) {
  const [category, setCategory] = useState(categories[0] ?? '');
  const [filters, setFilters] = useState(NO_FILTERS);
  const products = useSlotProducts(category, showroom, filters);
  const listed = products.products;
  // The homeowner's style first (issue #25): products in a colour its palettes give this slot.
  const profile = useStyleProfile();
  const colours = useMemo(() => styleColoursOf(profile, slot), [profile, slot]);
  const fetchAhead = texturesShown && isSurfaceSlot(slot);
  // The first page's textures, then its reliefs, are fetched while the visitor looks, so a choice
  // shows at once: textures first, as a swap shows its texture before its relief (decision 0117).
  useEffect(() => {
    if (!fetchAhead) return;
    const firstPage = listed.slice(0, PICKER_PAGE_SIZE);
    fetchTexturesAhead(
      firstPage.map((card) => productPictureUrl(card, 'texture')),
      firstPage.map((card) => productPictureUrl(card, 'relief')),
    );
  }, [fetchAhead, listed]);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section className="sr-picker" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <StyleSheet name="sr-slot-picker" css={css} />
      <header className="sr-picker__header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          Choose the {slot.label.toLowerCase()}
        </h2>
        <button type="button" className="sr-picker__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {current && (
        <p className="sr-picker__current">
          Now: {current.product.name}{' '}
          <button type="button" className="sr-picker__empty" onClick={onEmpty}>
            Leave empty
          </button>
        </p>
      )}
      {current && <PickOptions pick={current} showroom={showroom} onChange={onChoose} />}
      {categories.length > 1 && (
        <label className="sr-picker__category">
          Category
          <select
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setFilters(NO_FILTERS);
            }}
          >
            {categories.map((slug) => (
              <option key={slug} value={slug}>
                {categoryLabel(slug.replace(/-/g, ' ')).replace(/^\w/, (first) => first.toUpperCase())}
              </option>
            ))}
          </select>
        </label>
      )}
      {products.facets && (
        <PickerFiltersForm key={category} facets={products.facets} filters={filters} onChange={setFilters} />
      )}
      {categories.length === 0 && (
        <p className="sr-picker__message">{VISUALIZER_MESSAGES.noProductsForSlot}</p>
      )}
      {products.status === 'error' && (
        <p role="alert" className="sr-picker__message">
          {VISUALIZER_MESSAGES.pickerFailed}{' '}
          <Button variant="secondary" onClick={products.retry}>
            {MESSAGES.retry}
          </Button>
        </p>
      )}
      {categories.length > 0 && products.status === 'ready' && products.products.length === 0 && (
        <p className="sr-picker__message">{VISUALIZER_MESSAGES.pickerEmpty}</p>
      )}
      <ul className="sr-picker__list" aria-busy={products.status === 'loading'} aria-label="Products">
        {rankByStyleColours(products.products, colours).map(({ item: card, matches }) => (
          <li key={card.hash}>
            <PickerProduct
              card={card}
              matches={matches}
              chosen={current?.product.hash === card.hash}
              onChoose={() => onChoose(pickFromCard(card))}
            />
          </li>
        ))}
        {products.status === 'loading' &&
          Array.from({ length: products.products.length === 0 ? 6 : 2 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={`s${index}`} className="sr-picker__skeleton" aria-hidden="true" />
          ))}
      </ul>
      {products.status === 'ready' && products.products.length < products.total && (
        <Button variant="secondary" className="sr-picker__more" onClick={products.more}>
          More ({products.total - products.products.length} left)
        </Button>
      )}
    </section>
  );
}
