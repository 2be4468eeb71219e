import { ROUTE_PATHS } from '@showroom/contract';
import { CAROUSEL, SHOP_CATEGORIES } from '@showroom/contract/constants';
import { navigate } from '@showroom/core';
import { categoryLabel } from '@showroom/core/format';
import { useShowroomSelection } from '@showroom/ui';
import { useEntryModal } from '../../layout/entry-modal-state.ts';
import { Carousel } from './carousel.tsx';
import { CategoryArt } from './category-art.tsx';

const PER_VIEW = { default: CAROUSEL.shopSlides, below1024: 3, below767: 2 };

/**
 * Shop by category (spec §2): the 22 categories. With a showroom chosen a click opens its
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
            <CategoryArt category={category} />
            <span className="home-category__name">{categoryLabel(category)}</span>
          </button>
        ))}
      </Carousel>
    </section>
  );
}
