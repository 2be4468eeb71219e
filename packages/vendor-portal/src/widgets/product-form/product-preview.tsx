import { materialSpecOf, renderSvg } from '@showroom/materials';
import { useDeferredValue, useMemo } from 'react';
import type { ProductValues } from './product-values.ts';

export interface ProductPreviewProps {
  values: ProductValues;
  /** The product's hash once saved (it seeds the drawing, so the preview is the catalogue's picture). */
  hash: string | null;
  /** The chosen sub-category and the top category it sits under. */
  category: { name: string; top: string } | null;
}

/**
 * The picture showrooms draw of the product from its attributes (the materials renderer, decision 0094),
 * redrawn as the vendor types; deferred so typing stays quick on a slow phone.
 */
export function ProductPreview({ values, hash, category }: ProductPreviewProps) {
  const deferred = useDeferredValue(values);
  const src = useMemo(() => {
    const [size] = deferred.sizes;
    const svg = renderSvg(
      materialSpecOf({
        hash: hash ?? (deferred.sku || 'new-product'),
        name: deferred.name,
        categories: category ? [category.top, category.name] : [],
        colours: deferred.colours.filter((colour) => colour.name !== ''),
        finish: deferred.finish || null,
        size: size
          ? {
              width: size.width_size || null,
              height: size.height_size || null,
              pattern: size.pattern || null,
            }
          : null,
      }),
      'detail',
    );
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [deferred, hash, category]);
  return (
    <figure className="sr-product-form__preview">
      <img
        src={src}
        alt={`${values.name || 'The product'}, as drawn from its attributes`}
        width={320}
        height={320}
      />
      <figcaption className="sr-page-muted">
        Drawn from the category, colours, finish and first size: what showrooms show until a photo is added.
      </figcaption>
    </figure>
  );
}
