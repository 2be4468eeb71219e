import { categoryLabel, ROUTE_PATHS, slugify } from '@showroom/contract';
import { CAROUSEL, SHOP_CATEGORIES } from '@showroom/contract/constants';
import { categoryPictureUrl, navigate } from '@showroom/core';
import { useShowroomSelection } from '@showroom/ui';
import { useEntryModal } from '../../layout/entry-modal-state.ts';
import { Carousel } from './carousel.tsx';

/** A category picture's intrinsic size (4:3; CSS scales it to the slide, the ratio stays). */
const ART_WIDTH_PX = 200;
const ART_HEIGHT_PX = 150;

const PER_VIEW = { default: CAROUSEL.shopSlides, below1024: 3, below767: 2 };

/**
 * Shop by category (spec §2): the 22 categories, each with the picture the API draws of it (by
 * the catalogue's slug of its name), loaded when scrolled near. With a showroom chosen a click opens its
 * storefront; without one it asks for the Showroom ID first (the shell's entry modal).
 */
export function ShopByCategory() {
  const selection = useShowroomSelection();
  const openEntry = useEntryModal((state) => state.open);

  function onPick() {
    if (selection) navigate(ROUTE_PATHS.contractorShowroom);
    else openEntry();
  }

  return (
    <section className="home-section" aria-labelledby="home-shop-title">
      <h2 id="home-shop-title" className="home-section__title">
        Shop by category
      </h2>
      <Carousel label="Categories" perView={PER_VIEW}>
        {SHOP_CATEGORIES.map((category) => (
          <button key={category} type="button" className="home-category" onClick={onPick}>
            <img
              className="home-art"
              src={categoryPictureUrl(slugify(category))}
              alt=""
              width={ART_WIDTH_PX}
              height={ART_HEIGHT_PX}
              loading="lazy"
              decoding="async"
            />
            <span className="home-category__name">{categoryLabel(category)}</span>
          </button>
        ))}
      </Carousel>
    </section>
  );
}
