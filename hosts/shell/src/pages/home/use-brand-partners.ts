import { brandsResponseSchema } from '@showroom/contract/catalog';
import { api } from '@showroom/core';
import { useEffect, useState } from 'react';
import { BRAND_NAMES } from './brand-names.ts';

let request: Promise<readonly string[]> | null = null;

/**
 * The seeded brand partners' names from `GET /api/brands`, asked once per page. Silent: a
 * failure is no reason for a toast on the home page, it falls back to the local list (and the
 * next mount asks again).
 */
function loadBrandNames(): Promise<readonly string[]> {
  request ??= api
    .get('brands', { schema: brandsResponseSchema, silent: true })
    .then((body) => {
      const names = body.data.data.map((brand) => brand.name);
      return names.length > 0 ? names : BRAND_NAMES;
    })
    .catch(() => {
      request = null;
      return BRAND_NAMES;
    });
  return request;
}

/** Brand partner names for the carousel and marquee; `null` while they load. */
export function useBrandNames(): readonly string[] | null {
  const [names, setNames] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadBrandNames().then((loaded) => {
      if (live) setNames(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return names;
}

/** Forgets the cached answer (tests). */
export function resetBrandNames(): void {
  request = null;
}
