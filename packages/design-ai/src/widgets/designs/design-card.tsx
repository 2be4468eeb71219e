import {
  type AiDesign,
  type AiPhoto,
  type AiPhotoSurface,
  AI_SCREEN_TEXTS as T,
} from '@showroom/contract/design-ai';
import { dollars } from '@showroom/contract/money';
import { billCountWord, visualizerDesignPath } from '@showroom/contract/visualizer';
import { productPictureUrl } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { ShellLink } from '@showroom/ui';
import { DesignLaidPhoto } from './design-laid-photo.tsx';
import { DesignPicture } from './design-picture.tsx';
import { ShopDesignButton } from './shop-design-button.tsx';

const usd = (cents: number) => formatUsd(dollars(cents));

/**
 * One of a request's three designs: its picture (and, when the floor was marked, the design laid into
 * the room photo), title, its total against the budget with a badge (the server's `summary` says the
 * same in words, so it is not shown again), each product with its brand, price and why it was chosen,
 * the way into the 3D room and "Shop this design".
 */
export interface DesignCardProps {
  design: AiDesign;
  budgetCents: number;
  /** The room photo and the surfaces marked on it, when the request had them. */
  marked: { photo: AiPhoto; surfaces: readonly AiPhotoSurface[] } | null;
  /** The design was laid into a room photo its owner has since removed: a plain "removed" box instead. */
  photoGone?: boolean;
}

export function DesignCard({ design, budgetCents, marked, photoGone = false }: DesignCardProps) {
  const roomPath = visualizerDesignPath(design.draft.floorplan, design.draft.floorTemplate);
  const titleId = `sr-ai-design-${design.id}`;
  return (
    <article className="sr-ai-design" aria-labelledby={titleId} data-testid="ai-design">
      <div className="sr-ai-design__pictures">
        {marked && <DesignLaidPhoto design={design} photo={marked.photo} surfaces={marked.surfaces} />}
        {photoGone && (
          <p className="sr-ai-design__photo-gone" data-testid="ai-design-photo-gone">
            {T.photoGone}
          </p>
        )}
        <DesignPicture design={design} />
      </div>
      <h3 id={titleId}>{design.title}</h3>
      <p className="sr-ai-design__total">
        <span>
          {T.total}: <strong data-testid="ai-design-total">{usd(design.total_cents)}</strong> {T.of}{' '}
          {usd(budgetCents)}
        </span>
        <span
          className={
            design.within_budget ? 'sr-ai-design__badge' : 'sr-ai-design__badge sr-ai-design__badge--over'
          }
        >
          {design.within_budget ? T.withinBudget : T.overBudget}
        </span>
      </p>
      <ul className="sr-ai-design__items">
        {design.items.map((item) => {
          const hash = design.draft.floorTemplate.materials[item.slot];
          return (
            <li key={`${item.slot}-${item.product_id}`} className="sr-ai-design__item">
              {hash && (
                <img
                  src={productPictureUrl({ photo: null, hash }, 'thumb', item.colour)}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
              )}
              <div>
                <p className="sr-ai-design__name">
                  {item.name} <span className="sr-ai__muted">· {item.brand}</span>
                </p>
                <p className="sr-ai-design__price">
                  {item.qty} {billCountWord(item.qty, item.unit, item.counted_in)} ×{' '}
                  {usd(item.unit_price_cents)} = <strong>{usd(item.line_cents)}</strong>
                </p>
                <p className="sr-ai-design__reason">
                  <span className="sr-visually-hidden">{T.why}: </span>
                  {item.reason}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="sr-ai-design__actions">
        <ShopDesignButton items={design.items} title={design.title} />
        {roomPath && (
          <ShellLink to={roomPath} className="sr-ai-design__room">
            {T.openIn3d}
          </ShellLink>
        )}
      </div>
    </article>
  );
}
