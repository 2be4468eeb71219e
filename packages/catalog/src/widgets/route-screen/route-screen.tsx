import { ROUTE_PATHS } from '@showroom/contract';
import { type RouteLocation, readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import { Fragment, type ReactNode, Suspense } from 'react';
import { CatalogFallback } from '../../lazy/catalog-fallback.tsx';
import { Brands, ProductDetail, ProductList, Storefront } from '../../lazy/catalog-screens.ts';
import { readListQuery } from '../../rules/list-query.ts';
import { useEarlyLoad } from '../../shared/use-early-load.ts';
import { loadBrandsEarly } from '../brands/brands-request.ts';
import { BrandsSkeleton } from '../brands/brands-skeleton.tsx';
import { enterLinkedShowroom, loadProductDetailEarly } from '../product-detail/product-detail-request.ts';
import { ProductDetailSkeleton } from '../product-detail/product-detail-skeleton.tsx';
import { loadProductListEarly } from '../product-list/product-list-request.ts';
import { ProductListSkeleton } from '../product-list/product-list-skeleton.tsx';

/** `/product-details?hash=...` carries the product in the query instead of the path. */
const detailOf = ({ params, query }: RouteLocation) => (
  <ProductDetail
    hash={params.hash ?? query.get('hash') ?? query.get('product') ?? ''}
    vsdId={params.vsd_id}
  />
);

/**
 * The screen of each route this remote owns, by the pattern the shell matched. The shell passes
 * only the pattern, so parameters and query come from the address (`RouteLocation`).
 */
const SCREENS: Readonly<Record<string, (location: RouteLocation) => ReactNode>> = {
  [ROUTE_PATHS.contractorShowroom]: () => <Storefront />,
  [ROUTE_PATHS.category]: ({ params }) => <ProductList category={params.category ?? ''} inAddress />,
  [ROUTE_PATHS.categoryProducts]: ({ params }) => <ProductList category={params.category ?? ''} inAddress />,
  [ROUTE_PATHS.product]: detailOf,
  [ROUTE_PATHS.productDetails]: detailOf,
  [ROUTE_PATHS.ourBrands]: () => <Brands />,
};

const listSkeleton = ({ params, query }: RouteLocation) => (
  <ProductListSkeleton category={params.category ?? ''} perPage={readListQuery(query).perPage} />
);

/** What each route shows while its screen's code loads: the screen's own skeleton, at its size. */
const SKELETONS: Readonly<Record<string, (location: RouteLocation) => ReactNode>> = {
  [ROUTE_PATHS.contractorShowroom]: () => <CatalogFallback />,
  [ROUTE_PATHS.category]: listSkeleton,
  [ROUTE_PATHS.categoryProducts]: listSkeleton,
  [ROUTE_PATHS.product]: () => <ProductDetailSkeleton />,
  [ROUTE_PATHS.productDetails]: () => <ProductDetailSkeleton />,
  [ROUTE_PATHS.ourBrands]: () => <BrandsSkeleton />,
};

const listEarly = ({ params, query }: RouteLocation) =>
  loadProductListEarly(params.category ?? '', readListQuery(query));
const detailEarly = ({ params, query }: RouteLocation) => {
  // The link's showroom is looked up first, so the early request already has its prices.
  enterLinkedShowroom(params.vsd_id);
  loadProductDetailEarly(params.hash ?? query.get('hash') ?? query.get('product') ?? '');
};

/** The data each route's screen will ask for, requested while the screen's code downloads. */
const EARLY_DATA: Readonly<Record<string, (location: RouteLocation) => void>> = {
  [ROUTE_PATHS.category]: listEarly,
  [ROUTE_PATHS.categoryProducts]: listEarly,
  [ROUTE_PATHS.product]: detailEarly,
  [ROUTE_PATHS.productDetails]: detailEarly,
  [ROUTE_PATHS.ourBrands]: loadBrandsEarly,
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/our-brands`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  const screen = SCREENS[route];
  const location = readRouteLocation(route);
  const paramsKey = JSON.stringify(location.params);
  useEarlyLoad(`${route}:${paramsKey}`, () => EARLY_DATA[route]?.(location));
  if (!screen) return <ComingSoon title="This page" />;
  // Keyed by the parameters so moving from one product or category to another starts afresh.
  return (
    <Suspense fallback={SKELETONS[route]?.(location)}>
      <Fragment key={paramsKey}>{screen(location)}</Fragment>
    </Suspense>
  );
}
