import { slugify } from '@showroom/contract';
import { brandsResponseSchema } from '@showroom/contract/catalog';
import { api } from '@showroom/core';
import { useEffect, useState } from 'react';
import { BRAND_NAMES } from './brand-names.ts';

/** A brand partner as the home page shows it: its name, and its slug to find its logo by. */
export interface BrandMark {
  name: string;
  slug: string;
}

/** The local list, named as the catalogue names them (the seed slugs brand names the same way). */
const FALLBACK: readonly BrandMark[] = BRAND_NAMES.map((name) => ({ name, slug: slugify(name) }));

let request: Promise<readonly BrandMark[]> | null = null;

/**
 * The seeded brand partners from `GET /api/brands`, asked once per page. Silent: a failure is no
 * reason for a toast on the home page, it falls back to the local list (and the next mount asks
 * again).
 */
function loadBrandPartners(): Promise<readonly BrandMark[]> {
  request ??= api
    .get('brands', { schema: brandsResponseSchema, silent: true })
    .then((body) => {
      const brands = body.data.data.map(({ name, slug }) => ({ name, slug }));
      return brands.length > 0 ? brands : FALLBACK;
    })
    .catch(() => {
      request = null;
      return FALLBACK;
    });
  return request;
}

/** Brand partners for the carousel and marquee; `null` while they load. */
export function useBrandPartners(): readonly BrandMark[] | null {
  const [brands, setBrands] = useState<readonly BrandMark[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadBrandPartners().then((loaded) => {
      if (live) setBrands(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return brands;
}

/** Forgets the cached answer (tests). */
export function resetBrandPartners(): void {
  request = null;
}
