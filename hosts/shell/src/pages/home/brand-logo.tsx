import { brandLogoUrl } from '@showroom/core';
import type { BrandMark } from './use-brand-partners.ts';

/**
 * A brand partner's logo, the one the API draws from the brand. Its alt is the brand's name, which
 * names the link around it; the box is fixed (width/height), so nothing moves when it arrives.
 */
export function BrandLogo({ brand, size }: { brand: BrandMark; size: 'card' | 'marquee' }) {
  // The drawn logos are 3:1 wordmarks (a monogram and the name).
  const [width, height] = size === 'card' ? [150, 50] : [120, 40];
  return (
    <img
      className={`home-brand-logo home-brand-logo--${size}`}
      src={brandLogoUrl(brand.slug)}
      alt={brand.name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
