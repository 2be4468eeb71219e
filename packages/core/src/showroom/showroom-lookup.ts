import {
  type MyItem,
  type ShopProfileResponse,
  type ShowroomSearchResult,
  shopProfileResponseSchema,
  showroomSearchResponseSchema,
} from '@showroom/contract';
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
  const data = body.data.data;
  return Array.isArray(data) ? null : data;
}

/** Lookups under way, by ID: every remote on an embed page applies the same `data-showroom`. */
const pendingSelections = new Map<string, Promise<MyItem | null>>();

/**
 * Selects a showroom by its ID without any form: used when a showroom arrives in a link
 * (`?showroom=` from an embed) or an embed's `data-showroom`. Null when there is no such showroom.
 * Concurrent calls for one ID share a single search and profile request.
 */
export function selectShowroomById(vsdId: string): Promise<MyItem | null> {
  const id = vsdId.toUpperCase();
  const current = showroomSelection.current();
  if (current && current.vsd_id.toUpperCase() === id) return Promise.resolve(current);
  const pending = pendingSelections.get(id) ?? lookUpAndSelect(id);
  pendingSelections.set(id, pending);
  return pending.finally(() => pendingSelections.delete(id));
}

async function lookUpAndSelect(id: string): Promise<MyItem | null> {
  const [match] = await searchShowrooms(id, { silent: true });
  if (!match) return null;
  const profile = await loadShopProfile(match, { silent: true });
  return profile ? showroomSelection.select(profile, match) : null;
}
