import { StyleSheet } from '@showroom/ui';
import { AppStoreLinks } from './app-store-links.tsx';
import { BecomeAPro } from './become-a-pro.tsx';
import { BrandPartners } from './brand-partners.tsx';
import { ClientSuccessStory } from './client-success-story.tsx';
import { CustomerHappier } from './customer-happier.tsx';
import css from './home-sections.css?inline';
import { InspiredDesigns } from './inspired-designs.tsx';
import { ShopByCategory } from './shop-by-category.tsx';
import { Testimonials } from './testimonials.tsx';
import { WhyJoin } from './why-join.tsx';

/**
 * Everything of the marketing home below the hero (spec §2), in the spec's order. This module
 * is the root of its own lazy chunk (with embla and the generated pictures), so the hero and
 * the Showroom ID form do not wait for it.
 */
export function HomeSections() {
  return (
    <div className="home-sections">
      <StyleSheet name="showroom-home-sections" css={css} />
      <InspiredDesigns />
      <BrandPartners />
      <ShopByCategory />
      <BecomeAPro />
      <WhyJoin />
      <ClientSuccessStory />
      <CustomerHappier />
      <Testimonials />
      <AppStoreLinks />
    </div>
  );
}
