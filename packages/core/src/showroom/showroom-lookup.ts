import {
  type MyItem,
  type ShopProfileResponse,
  type ShowroomSearchResult,
  shopProfileResponseSchema,
  showroomSearchResponseSchema,
} from '@showroom/contract';
import type { z } from 'zod/mini';
import { createStore } from 'zustand/vanilla';
import { api } from '../api/api-client.ts';
import { showroomSelection } from './showroom-selection.ts';

export type ShopProfileData = Exclude<ShopProfileResponse['data']['data'], unknown[]>;

/** `GET /api/visualization/showrooms?s=`: the showrooms whose ID is `id` (spec §7). */
export async function searchShowrooms(
  id: string,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<ShowroomSearchResult[]> {
  const body = await api.get('visualization/showrooms', {
    searchParams: { s: id },
    schema: showroomSearchResponseSchema,
    ...options,
  });
  return body.data.data;
}

/** `GET /api/visualization/shop_profile`: null when the profile is empty ("not found"). */
export async function loadShopProfile(
  match: ShowroomSearchResult,
  options: { silent?: boolean } = {},
): Promise<ShopProfileData | null> {
  const body = await api.get('visualization/shop_profile', {
    searchParams: { showroom: match.id, vsd_id: match.vsd_id },
    schema: shopProfileResponseSchema,
    ...options,
  });
  return profileData(body.data.data);
}

/** A profile answer's data: null for "not found" (an empty list). */
function profileData(data: ShopProfileResponse['data']['data'] | undefined): ShopProfileData | null {
  return data && !Array.isArray(data) ? data : null;
}

/**
 * A showroom being selected by ID: `showroom` is its id once the search found it, while its shop
 * profile (theme, addons) is still on its way. Prices need only the id, so a product can be asked
 * for at the showroom's prices one round trip earlier than the selection lands (issue #13: the
 * embedded product's picture waited for search, profile and product, one after the other).
 */
export interface ShowroomLookup {
  readonly vsdId: string;
  readonly showroom: number | null;
}

/** The lookup under way, or null; the selection (`showroomSelection`) takes over when it ends. */
export const showroomLookup = createStore<ShowroomLookup | null>(() => null);

/**
 * The showroom whose prices to show: the selected one, else the one a lookup under way has found
 * (its profile still loading), else 0 (none). Null while a lookup has not found its showroom yet:
 * asking for prices then would load them twice, once without the showroom's markup.
 */
export function priceShowroomOf(selected: number | null, lookup: ShowroomLookup | null): number | null {
  if (selected !== null) return selected;
  return lookup ? lookup.showroom : 0;
}

/** Calls `use` once with the price showroom, at once when known, else when the lookup finds it. */
export function whenPriceShowroomKnown(use: (showroom: number) => void): void {
  const now = () => priceShowroomOf(showroomSelection.current()?.showroom ?? null, showroomLookup.getState());
  const known = now();
  if (known !== null) {
    use(known);
    return;
  }
  const stop = showroomLookup.subscribe(() => {
    const showroom = now();
    if (showroom === null) return;
    stop();
    use(showroom);
  });
}

let refreshedThisPage = false;

/**
 * A returning visitor's selection was stored on an earlier visit; the pro may have renamed or
 * rebranded the showroom since. Once per page, the stored copy is brought up to date in the
 * background; the page renders from the stored copy meanwhile, and a failure keeps it.
 */
export function refreshSelectedShowroom(): void {
  const current = showroomSelection.current();
  if (refreshedThisPage || !current) return;
  refreshedThisPage = true;
  const match = { id: current.showroom, vsd_id: current.vsd_id, company_name: current.company_name };
  loadShopProfile(match, { silent: true })
    .then((data) => {
      if (data) showroomSelection.refresh(data.profile);
    })
    .catch(() => {
      // Offline or the platform is down: the stored selection still shows the showroom.
    });
}

/** Lookups under way, by ID: every remote on an embed page applies the same `data-showroom`. */
const pendingSelections = new Map<string, Promise<MyItem | null>>();

/**
 * Selects a showroom by its ID without any form: used when a showroom arrives in a link
 * (`?showroom=` from an embed) or an embed's `data-showroom`. Null when there is no such showroom.
 * `earlySearch` is that search's answer when embed.js already asked it, `earlyProfile` the shop
 * profile of its first match, which embed.js asks as soon as the search answers.
 * Concurrent calls for one ID share a single search and profile request.
 */
export function selectShowroomById(
  vsdId: string,
  earlySearch: Promise<unknown> | null = null,
  earlyProfile: Promise<unknown> | null = null,
): Promise<MyItem | null> {
  const id = vsdId.toUpperCase();
  const current = showroomSelection.current();
  if (current && current.vsd_id.toUpperCase() === id) {
    refreshSelectedShowroom();
    return Promise.resolve(current);
  }
  const pending = pendingSelections.get(id) ?? lookUpAndSelect(id, earlySearch, earlyProfile);
  pendingSelections.set(id, pending);
  return pending.finally(() => pendingSelections.delete(id));
}

/** An answer someone else already asked (embed.js), checked by `schema`: undefined when it failed or is not that. */
async function earlyAnswer<S extends z.ZodMiniType>(
  schema: S,
  answer: Promise<unknown> | null,
): Promise<z.infer<S> | undefined> {
  return schema.safeParse(await answer).data;
}

async function lookUpAndSelect(
  id: string,
  earlySearch: Promise<unknown> | null,
  earlyProfile: Promise<unknown> | null,
): Promise<MyItem | null> {
  showroomLookup.setState({ vsdId: id, showroom: null }, true);
  try {
    const early = (await earlyAnswer(showroomSearchResponseSchema, earlySearch))?.data.data;
    const results = early ?? (await searchShowrooms(id, { silent: true }));
    const [match] = results;
    if (!match) return null;
    showroomLookup.setState({ vsdId: id, showroom: match.id }, true);
    // embed.js asked it for that early answer's first match, which is `match` only when that answer is used.
    const earlyData =
      early && profileData((await earlyAnswer(shopProfileResponseSchema, earlyProfile))?.data.data);
    // Often here before the elements' first render: selected a task later, so that render and the themed
    // one are two tasks, not one long one (the product page lost points to that, decision 0124).
    if (earlyData) await new Promise((resolve) => setTimeout(resolve, 0));
    const profile = earlyData || (await loadShopProfile(match, { silent: true }));
    if (!profile) return null;
    // Just loaded: this page's copy is as fresh as a refresh would make it.
    refreshedThisPage = true;
    return showroomSelection.select(profile, match);
  } finally {
    if (showroomLookup.getState()?.vsdId === id) showroomLookup.setState(null, true);
  }
}
