import { StyleSheet } from '@showroom/ui';
import css from './commerce.css?inline';

/** The size fields of a product size or cart line (spec §2 "Item size line"). */
export interface ItemSize {
  readonly width_size: string | null;
  readonly height_size: string | null;
  readonly length_size: string | null;
  readonly pattern: string | null;
}

/** `12" x 24", Herringbone`: width, height and length joined by x, then the pattern; missing parts left out. */
export function itemSizeText(size: ItemSize | null | undefined): string {
  if (!size) return '';
  const dimensions = [size.width_size, size.height_size, size.length_size]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' x ');
  return [dimensions, size.pattern?.trim()].filter(Boolean).join(', ');
}

/** Spec §2 shared widget "item-size line": nothing at all when the size has no fields. */
export function ItemSizeLine({ size }: { size: ItemSize | null | undefined }) {
  const text = itemSizeText(size);
  if (!text) return null;
  return (
    <p className="sr-item-size">
      <StyleSheet name="sr-commerce" css={css} />
      Item size: {text}
    </p>
  );
}
