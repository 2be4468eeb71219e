import {
  categoryLabel,
  categoryProductsPath,
  earlyRequestPaths,
  MESSAGES,
  ROUTE_PATHS,
  STORAGE_KEYS,
} from '@showroom/contract';
import {
  CATALOG_MESSAGES,
  type MenuCategory,
  menuCategoryResponseSchema,
} from '@showroom/contract/catalog-menu';
import { api, categoryPictureUrl, navigate, routeHref, storage } from '@showroom/core';
import {
  Button,
  isPlainClick,
  ShellLink,
  StyleSheet,
  useHostElement,
  useResource,
  useShowroomSelection,
} from '@showroom/ui';
import { useState } from 'react';
import { type Crumb, followTrail, parseCrumbs, toCrumb } from '../../rules/category-trail.ts';
import { CardSkeletons } from '../../shared/card-skeletons.tsx';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import { ProductRailNearView } from '../../shared/product-rail-near-view.tsx';
import { LoadFailed } from '../../shared/status-block.tsx';
import css from './storefront.css?inline';
import { StorefrontHeader } from './storefront-header.tsx';

/** A tile picture's intrinsic size (4:3; CSS scales it to the tile, the ratio stays). */
const TILE_WIDTH_PX = 200;
const TILE_HEIGHT_PX = 150;
/** Tiles on the first screen at any width, whose pictures load at once; the rest when scrolled near. */
const FIRST_SCREEN_TILES = 6;

/** A category's product list, the address of its tile. */
const productsPath = (category: Crumb) => categoryProductsPath(category.slug);

/** Opens a category's product list, remembering the trail for the breadcrumb there. */
function openProducts(trail: readonly Crumb[], category: Crumb, from: HTMLElement | null) {
  storage.set(STORAGE_KEYS.breadcrumb, trail.map(toCrumb));
  storage.set(STORAGE_KEYS.category, toCrumb(category));
  navigate(productsPath(category), { from });
}

/**
 * `/visualize/contractor/all`: the selected showroom's categories, browsed parent → sub →
 * second sub with a breadcrumb (kept in storage so a return visit opens where it was left), and
 * the top products of where the visitor is (the whole showroom at the first level).
 */
export function Storefront() {
  const selection = useShowroomSelection();
  const host = useHostElement();
  const showroom = selection?.showroom ?? 0;
  const [trailIds, setTrailIds] = useState(() =>
    parseCrumbs(storage.getString(STORAGE_KEYS.breadcrumb)).map((crumb) => crumb.id),
  );
  // No menu without a showroom: a render before the selection asked for showroom 0's (decision 0127).
  const { state: menu, retry } = useResource(selection ? `menu:${showroom}` : null, (signal) =>
    api
      .get(earlyRequestPaths.menu(showroom), { schema: menuCategoryResponseSchema, signal, silent: true })
      .then((response) => response.data.data.map((entry) => entry.category)),
  );

  if (!selection) {
    return (
      <section className="sr-catalog sr-storefront">
        <CatalogStyles />
        <h1>{CATALOG_MESSAGES.chooseShowroomTitle}</h1>
        <p>{CATALOG_MESSAGES.chooseShowroomText}</p>
        <div>
          <Button onClick={() => navigate(ROUTE_PATHS.home, { from: host })}>
            {CATALOG_MESSAGES.enterShowroomId}
          </Button>
        </div>
      </section>
    );
  }

  const roots = menu.status === 'ready' ? menu.data : [];
  const trail = followTrail(roots, trailIds);
  const current = trail.at(-1);
  const shown = current ? current.children : roots;
  const goTo = (ids: number[]) => {
    setTrailIds(ids);
    storage.set(STORAGE_KEYS.breadcrumb, followTrail(roots, ids).map(toCrumb));
  };
  const open = (category: MenuCategory) => {
    const nextTrail = [...trail, category];
    if (category.children.length > 0) goTo(nextTrail.map((step) => step.id));
    else openProducts(nextTrail, category, host);
  };

  return (
    <section className="sr-catalog sr-storefront">
      <CatalogStyles />
      <StyleSheet name="sr-storefront" css={css} />
      <StorefrontHeader />
      <p>
        <ShellLink to={ROUTE_PATHS.visualize} className="sr-storefront__visualize">
          {MESSAGES.visualizeRoom}
        </ShellLink>
      </p>
      <nav aria-label="Breadcrumb">
        <ol className="sr-breadcrumb">
          <li>
            <button type="button" onClick={() => goTo([])}>
              All categories
            </button>
          </li>
          {trail.map((step, index) => (
            <li key={step.id}>
              <button
                type="button"
                aria-current={index === trail.length - 1 ? 'page' : undefined}
                onClick={() => goTo(trail.slice(0, index + 1).map((crumb) => crumb.id))}
              >
                {categoryLabel(step.name)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {current && (
        <div>
          <Button variant="secondary" onClick={() => openProducts(trail, current, host)}>
            All {categoryLabel(current.name)} products
          </Button>
        </div>
      )}
      {menu.status === 'loading' && <CardSkeletons count={8} />}
      {menu.status === 'error' && (
        <LoadFailed message={CATALOG_MESSAGES.categoriesLoadFailed} onRetry={retry} />
      )}
      {menu.status === 'ready' && shown.length === 0 && <p>{CATALOG_MESSAGES.categoriesEmpty}</p>}
      {menu.status === 'ready' && shown.length > 0 && (
        <ul className="sr-storefront__grid">
          {shown.map((category, index) => (
            <li key={category.id}>
              <a
                className="sr-storefront__tile"
                href={routeHref(productsPath(category))}
                onClick={(event) => {
                  // A modified click opens the category's product list in a new tab.
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  open(category);
                }}
              >
                <img
                  src={category.resized_photo ?? category.photo ?? categoryPictureUrl(category.slug)}
                  alt=""
                  width={TILE_WIDTH_PX}
                  height={TILE_HEIGHT_PX}
                  loading={index < FIRST_SCREEN_TILES ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span>{categoryLabel(category.name)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {menu.status === 'ready' && (
        <ProductRailNearView
          title={current ? `Top products in ${categoryLabel(current.name)}` : 'Top products'}
          path="top_products"
          body={current ? { category: current.id, showroom } : { showroom }}
        />
      )}
    </section>
  );
}
