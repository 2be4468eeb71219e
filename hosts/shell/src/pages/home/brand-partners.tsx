import { ROUTE_PATHS } from '@showroom/contract';
import { CAROUSEL } from '@showroom/contract/constants';
import { Link } from 'wouter';
import { BrandLogo } from './brand-logo.tsx';
import { BrandMarquee } from './brand-marquee.tsx';
import { Carousel } from './carousel.tsx';
import { useBrandPartners } from './use-brand-partners.ts';

/** Empty cards of the final size while the brands load, so nothing moves when they arrive. */
const PLACEHOLDERS = Array.from(
  { length: CAROUSEL.brandSlides.default },
  (_, index) => `placeholder-${index}`,
);

/**
 * Our Brand Partners (spec §2): a carousel of the seeded brands (from `GET /api/brands`), See
 * All to /our-brands, and the logo marquee.
 */
export function BrandPartners() {
  const brands = useBrandPartners();
  return (
    <section className="home-section" aria-labelledby="home-brands-title" aria-busy={brands === null}>
      <div className="home-section__head">
        <h2 id="home-brands-title" className="home-section__title">
          Our Brand Partners
        </h2>
        <Link className="home-link" to={ROUTE_PATHS.ourBrands}>
          See All<span className="sr-visually-hidden"> brand partners</span>
        </Link>
      </div>
      <Carousel label="Brand partners" perView={CAROUSEL.brandSlides}>
        {brands
          ? brands.map((brand) => (
              <Link key={brand.slug} className="home-brand-card" to={ROUTE_PATHS.ourBrands}>
                <BrandLogo brand={brand} size="card" />
              </Link>
            ))
          : PLACEHOLDERS.map((key) => <div key={key} className="home-brand-card home-brand-card--loading" />)}
      </Carousel>
      <BrandMarquee brands={brands ?? []} />
    </section>
  );
}
