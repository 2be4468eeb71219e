import type { Database } from '../../db/client.ts';
import { type BrandPartners, createBrandPartners } from './brand-partners.ts';
import { type CategoryLookup, createCategoryLookup } from './category-index.ts';
import { createProductListing, type ProductListing } from './product-listing.ts';
import { createProductRails, type ProductRails } from './product-rails.ts';
import { createShowroomContexts, type ShowroomContexts } from './showroom-context.ts';

/** The catalogue's services, made once per app so their caches are shared by every catalog route. */
export interface CatalogServices {
  db: Database;
  categories: CategoryLookup;
  showrooms: ShowroomContexts;
  listing: ProductListing;
  rails: ProductRails;
  brands: BrandPartners;
  /** Absolute base for paginator links (`{platformOrigin}/api/...`). */
  platformOrigin: string;
}

export function createCatalogServices(db: Database, platformOrigin: string): CatalogServices {
  const categories = createCategoryLookup(db);
  return {
    db,
    categories,
    showrooms: createShowroomContexts(db),
    listing: createProductListing(db, categories),
    rails: createProductRails(db, categories),
    brands: createBrandPartners(db),
    platformOrigin,
  };
}
