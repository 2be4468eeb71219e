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

/**
 * Selects a showroom by its ID without any form: used when a showroom arrives in a link
 * (`?showroom=` from an embed) or an embed's `data-showroom`. Null when there is no such showroom.
 */
export async function selectShowroomById(vsdId: string): Promise<MyItem | null> {
  const current = showroomSelection.current();
  if (current && current.vsd_id.toUpperCase() === vsdId.toUpperCase()) return current;
  const [match] = await searchShowrooms(vsdId, { silent: true });
  if (!match) return null;
  const profile = await loadShopProfile(match, { silent: true });
  return profile ? showroomSelection.select(profile, match) : null;
}
