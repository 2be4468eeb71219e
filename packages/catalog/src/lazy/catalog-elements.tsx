import { DEFAULT_PRODUCT_PAGE_SIZE } from '@showroom/contract/catalog-menu';
import { useChunk, useServedMarkupReplaced, useServedMarkupShown } from '@showroom/ui';
import { useEarlyLoad } from '../shared/use-early-load.ts';
import { Storefront } from '../widgets/storefront/storefront.tsx';
import { loadBrands, loadProductDetail, loadProductList } from './catalog-screens.ts';
import {
  loadBrandsSkeleton,
  loadProductDetailSkeleton,
  loadProductListSkeleton,
} from './element-skeletons.ts';
import { withEarlyLoads } from './with-early-loads.ts';

export interface CatalogElementProps {
  /** The `category` attribute (slug or id): its product list; without it, the storefront. */
  category?: string;
}

/** What `<showroom-catalog category="...">` renders. Filters stay in the widget, not the host's URL. */
export function CatalogElement({ category }: CatalogElementProps) {
  // The list's data travels while its code downloads (filters start empty in an element).
  useEarlyLoad(category ?? '', () => {
    if (category) withEarlyLoads((loads) => loads.loadProductListEarly(category, loads.EMPTY_LIST_QUERY));
  });
  // A store that moved to a category before its code arrived: the served storefront band goes (decision 0129).
  useServedMarkupReplaced(Boolean(category));
  // The storefront is in this module, not a chunk of its own: the store's first screen, whose band is
  // its largest paint, then needs no request after the elements' (decision 0127). Every catalogue
  // element's page fetched its chunk anyway (it was preloaded with this module).
  return category ? <ListElement key={category} category={category} /> : <Storefront />;
}

function ListElement({ category }: { category: string }) {
  const ProductList = useChunk(loadProductList);
  const Skeleton = useChunk(loadProductListSkeleton);
  if (ProductList) return <ProductList category={category} />;
  return Skeleton && <Skeleton category={category} perPage={DEFAULT_PRODUCT_PAGE_SIZE} />;
}

export interface ProductElementProps {
  /** The `hash` attribute: the product to show. */
  hash?: string;
}

/** What `<showroom-product hash="...">` renders. */
export function ProductElement({ hash }: ProductElementProps) {
  useEarlyLoad(hash ?? '', () => withEarlyLoads((loads) => loads.loadProductDetailEarly(hash ?? '')));
  const ProductDetail = useChunk(loadProductDetail);
  const Skeleton = useChunk(loadProductDetailSkeleton);
  // The picture the platform served (decision 0129) holds the page until the product is here.
  const served = useServedMarkupShown();
  if (ProductDetail) return <ProductDetail key={hash} hash={hash ?? ''} />;
  return !served && Skeleton && <Skeleton />;
}

/** What `<showroom-brands>` renders. */
export function BrandsElement() {
  useEarlyLoad('brands', () => withEarlyLoads((loads) => loads.loadBrandsEarly()));
  const Brands = useChunk(loadBrands);
  const Skeleton = useChunk(loadBrandsSkeleton);
  if (Brands) return <Brands />;
  return Skeleton && <Skeleton />;
}
