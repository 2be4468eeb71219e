import type { ProductDetail } from '@showroom/contract/catalog';
import type { Database } from '../../db/client.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import { createShowroomMarkups, type ShowroomMarkups } from '../money/index.ts';
import { type BrandPartners, createBrandPartners } from './brand-partners.ts';
import { type CategoryLookup, createCategoryLookup } from './category-index.ts';
import { createProductDetails } from './product-details.ts';
import { createProductListAnswers, type ProductListAnswers } from './product-list-answers.ts';
import { createProductListing, type ProductListing } from './product-listing.ts';
import { createProductRails, type ProductRails } from './product-rails.ts';
import { createShowroomContexts, type ShowroomContext, type ShowroomContexts } from './showroom-context.ts';

/** The catalogue's services, made once per app so their caches are shared by every catalog and cart route. */
export interface CatalogService {
  db: Database;
  categories: CategoryLookup;
  /** The pros' markups and their one cache (the money module's): `forget` a showroom whose markup changed. */
  markups: ShowroomMarkups;
  showrooms: ShowroomContexts;
  listing: ProductListing;
  listAnswers: ProductListAnswers;
  rails: ProductRails;
  brands: BrandPartners;
  /** One product at a showroom's prices; a 404 HttpError for an unknown or not-carried product. */
  detail(hash: string, context: ShowroomContext): Promise<ProductDetail>;
  /** Absolute base for paginator links (`{platformOrigin}/api/...`). */
  platformOrigin: string;
}

export function createCatalogService({
  db,
  platformOrigin,
  notices,
}: {
  db: Database;
  platformOrigin: string;
  /** How this process hears that a showroom's categories changed, in this or another process. */
  notices: Pick<ChangeNotices, 'onShowroomChanged' | 'onCatalogChanged'>;
}): CatalogService {
  const categories = createCategoryLookup(db);
  const markups = createShowroomMarkups(db);
  const showrooms = createShowroomContexts(db, markups);
  // A pro's markup is read on every priced answer. The priced caches (product lists, details, rails)
  // key their entries by the markup, so forgetting it is enough: the next answer is a new entry at the
  // new price, in every process within the notice's delivery (decision 0086).
  notices.onShowroomChanged((proUserId) => {
    markups.forget(proUserId);
    showrooms.forget(proUserId);
  });
  const listing = createProductListing(db, categories);
  const listAnswers = createProductListAnswers({ showrooms, listing, platformOrigin });
  const brands = createBrandPartners(db);
  const details = createProductDetails(db, categories);
  // A vendor's product saved, archived or restocked (decision 0094): the tables' notice (migration 0011)
  // drops every priced cache in every process, so showrooms list it within the notice's delivery.
  notices.onCatalogChanged(() => {
    listing.forgetAll();
    listAnswers.forgetAll();
    brands.forgetAll();
    details.forgetAll();
  });
  return {
    db,
    categories,
    markups,
    showrooms,
    listing,
    listAnswers,
    rails: createProductRails(db, categories),
    brands,
    detail: details.get,
    platformOrigin,
  };
}
