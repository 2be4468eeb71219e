import { BrandLogo } from './brand-logo.tsx';
import type { BrandMark } from './use-brand-partners.ts';

/**
 * The brand-partner logo marquee (spec §2). A CSS animation moves two copies of the row by half
 * their width, so the loop has no seam; hover and keyboard focus pause it, and under
 * prefers-reduced-motion it does not move at all. The second copy is hidden from screen readers,
 * which read the list once.
 */
export function BrandMarquee({ brands }: { brands: readonly BrandMark[] }) {
  return (
    <div className="home-marquee">
      <div className="home-marquee__track">
        <ul className="home-marquee__row" aria-label="Brand partner logos">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <BrandLogo brand={brand} size="marquee" />
            </li>
          ))}
        </ul>
        <ul className="home-marquee__row" aria-hidden="true">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <BrandLogo brand={brand} size="marquee" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
