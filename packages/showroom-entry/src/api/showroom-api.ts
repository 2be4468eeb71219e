import {
  type ShopProfileResponse,
  type ShowroomSearchResult,
  shopProfileResponseSchema,
  showroomSearchResponseSchema,
} from '@showroom/contract';
import { api } from '@showroom/core';

/** `GET /api/visualization/showrooms?s=`: the showrooms whose ID is `id` (spec §7). */
export async function searchShowrooms(id: string, signal?: AbortSignal): Promise<ShowroomSearchResult[]> {
  const body = await api.get('visualization/showrooms', {
    searchParams: { s: id },
    schema: showroomSearchResponseSchema,
    signal,
  });
  return body.data.data;
}

/** `GET /api/visualization/shop_profile`: null when the profile is empty ("not found"). */
export async function loadShopProfile(
  match: ShowroomSearchResult,
): Promise<Exclude<ShopProfileResponse['data']['data'], unknown[]> | null> {
  const body = await api.get('visualization/shop_profile', {
    searchParams: { showroom: match.id, vsd_id: match.vsd_id },
    schema: shopProfileResponseSchema,
  });
  const data = body.data.data;
  return Array.isArray(data) ? null : data;
}
