import { productPictureUrl } from '@showroom/core';

export interface ProductThumbProps {
  product: { photo: string | null; hash: string };
  /** The square's side in CSS pixels, set as width and height so nothing moves when it arrives. */
  px: number;
  className?: string | undefined;
  /** Empty (decorative) by default: the product's name is always written next to it. */
  alt?: string | undefined;
  /** A picture on the first screen: fetched at once and early (it may be the page's LCP). */
  priority?: boolean | undefined;
  /** Painted under the picture while it loads (the product's colour), instead of a blank box. */
  tint?: string | undefined;
}

/**
 * A product's thumbnail wherever a product is listed (cards, cart lines, order summary): its photo,
 * else the picture the API draws of it. Below the first screen it loads when scrolled near.
 */
export function ProductThumb({
  product,
  px,
  className,
  alt = '',
  priority = false,
  tint,
}: ProductThumbProps) {
  return (
    <img
      className={className}
      src={productPictureUrl(product, 'thumb')}
      alt={alt}
      width={px}
      height={px}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={tint ? { backgroundColor: tint } : undefined}
    />
  );
}
