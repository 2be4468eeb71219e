import {
  ELEMENT_RESERVED_SIZES,
  ELEMENT_WIDE_VIEWPORT_PX,
  type ElementReservedSize,
  type ElementSkeleton,
  type ElementTag,
  reservedHeightProperty,
} from './element-reserved-sizes.ts';
import { STORE_TAG } from './store-routes.ts';

/** Placeholder ink: translucent, so it reads as a shade of whatever background the pro's page has. */
const INK = '#8882';

/**
 * Background layers that sketch each kind of widget until it is defined: one field, a form's label
 * and field pairs, a grid of product cards, a product's picture and its title lines.
 */
const SKELETONS: Readonly<Record<Exclude<ElementSkeleton, 'none'>, string>> = {
  // One field under a line of text: the Showroom ID prompt, label, input and status line.
  field: `linear-gradient(${INK} 0 0) 0 4px/min(70%,320px) 14px no-repeat,linear-gradient(${INK} 0 0) 0 40px/min(30%,120px) 14px no-repeat,linear-gradient(${INK} 0 0) 0 64px/min(100%,440px) 44px no-repeat,linear-gradient(${INK} 0 0) 0 120px/min(45%,200px) 12px no-repeat`,
  form: `linear-gradient(#0000 4px,${INK} 0 18px,#0000 0) 0 0/min(40%,140px) 80px no-repeat round,linear-gradient(#0000 24px,${INK} 0 66px,#0000 0) 0 0/min(100%,440px) 80px no-repeat round`,
  // A card about 180×300 with a 16 px gutter right and below it, stretched a little to whole cards.
  grid: `conic-gradient(at calc(100% - 16px) calc(100% - 16px),#0000 75%,${INK} 0) 0 0/196px 316px round`,
  detail: `linear-gradient(${INK} 0 0) 0 0/min(100%,440px) 320px no-repeat,linear-gradient(${INK} 0 0) 0 344px/min(80%,360px) 24px no-repeat,linear-gradient(${INK} 0 0) 0 384px/min(50%,200px) 16px no-repeat`,
  // A button in a menu: its whole reserved box.
  button: `linear-gradient(${INK} 0 0)`,
};

/** `:where()` keeps every rule at zero specificity: any rule of the pro's own for the element wins. */
function where(tags: readonly string[], state = ''): string {
  return `:where(${tags.map((tag) => tag + state).join(',')})`;
}

function minHeight(tag: ElementTag, px: number): string {
  return `min-height:var(${reservedHeightProperty(tag)},${px}px)`;
}

/** An inline element's width too, under `--<tag>-min-width`. */
function minWidth(tag: ElementTag, px: number | undefined): string {
  return px === undefined ? '' : `;min-width:var(--${tag}-min-width,${px}px)`;
}

/**
 * The style sheet that gives every element its reserved size before it upgrades, and keeps it once
 * defined (ELEMENT_RESERVED_SIZES), with a calm skeleton drawn while it is not yet defined.
 */
export function reservedSpaceCss(
  sizes: Readonly<Record<ElementTag, ElementReservedSize>> = ELEMENT_RESERVED_SIZES,
): string {
  const rows = Object.entries(sizes) as [ElementTag, ElementReservedSize][];
  const narrow = rows.map(
    ([tag, size]) =>
      `${where([tag])}{display:${size.display};${minHeight(tag, size.narrowPx)}${minWidth(tag, size.minWidthPx)}}`,
  );
  const wide = rows
    .filter(([, size]) => size.widePx !== size.narrowPx)
    .map(([tag, size]) => `${where([tag])}{${minHeight(tag, size.widePx)}}`);
  const skeletons = Object.entries(SKELETONS).flatMap(([kind, layers]) => {
    const tags = rows.filter(([, size]) => size.skeleton === kind).map(([tag]) => tag);
    return tags.length ? [`${where(tags, ':not(:defined)')}{background:${layers}}`] : [];
  });
  // The store is a block holding one element at a time; that element reserves its own space.
  const store = `${where([STORE_TAG])}{display:block}`;
  return [
    ...narrow,
    store,
    `@media (min-width:${ELEMENT_WIDE_VIEWPORT_PX}px){${wide.join('')}}`,
    ...skeletons,
  ].join('\n');
}
