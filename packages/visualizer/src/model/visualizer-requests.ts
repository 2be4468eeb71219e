/**
 * The visualizer's calls: a slot's products (`POST /api/visualization/products`, at the showroom's
 * prices, with the answer's facets for the picker's filters) and one product by hash (a design
 * restored from a link or a draft). Silent: the screen says what failed in place.
 */
import {
  type ProductDetail,
  type ProductList,
  type ProductListRequest,
  productDetailResponseSchema,
  productListResponseSchema,
} from '@showroom/contract/catalog';
import { PICKER_PAGE_SIZE } from '@showroom/contract/visualizer';
import { api } from '@showroom/core';
import { type RoomTemplate, templateSlotQueries } from '@showroom/rooms';
import { pickFromCard, pickFromDetail, type SlotPick } from './slot-choice.ts';

export async function fetchSlotProducts(
  request: ProductListRequest,
  signal?: AbortSignal,
): Promise<ProductList> {
  const body = await api.post('visualization/products', {
    schema: productListResponseSchema,
    body: { per_page: PICKER_PAGE_SIZE, ...request },
    silent: true,
    ...(signal && { signal }),
  });
  return body.data;
}

/** One product with all its sizes and colours (a restored design, the picker's size and colour choice). */
export async function fetchProductDetail(
  hash: string,
  showroom: number,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  const body = await api.get(`product/${encodeURIComponent(hash)}`, {
    schema: productDetailResponseSchema,
    searchParams: { showroom },
    silent: true,
    ...(signal && { signal }),
  });
  return body.data.data;
}

export async function fetchProductChoice(hash: string, showroom: number): Promise<SlotPick> {
  return pickFromDetail(await fetchProductDetail(hash, showroom));
}

/** A product opened from the catalogue: its pick and the category slugs that say where it goes. */
export async function fetchProductToPlace(
  hash: string,
  showroom: number,
): Promise<{ pick: SlotPick; categories: string[] }> {
  const detail = await fetchProductDetail(hash, showroom);
  const categories = [detail.category.slug, detail.parent_category?.slug ?? ''].filter(Boolean);
  return { pick: pickFromDetail(detail), categories };
}

/**
 * Each slot's product by hash; slots whose product cannot be loaded are left out, and `missing`
 * counts them so the screen can say so.
 */
export async function fetchChoices(
  materials: Readonly<Record<string, string>>,
  showroom: number,
): Promise<{ choices: Record<string, SlotPick>; missing: number }> {
  const entries = Object.entries(materials);
  // Once more after a failure: a reload's many requests may meet a busy moment, and a pick that
  // does not load stays only in the address (decision 0065).
  const attempt = (hash: string) =>
    fetchProductChoice(hash, showroom).catch(() => fetchProductChoice(hash, showroom));
  const results = await Promise.allSettled(entries.map(([, hash]) => attempt(hash)));
  const choices: Record<string, SlotPick> = {};
  results.forEach((result, index) => {
    const slotId = entries[index]?.[0];
    if (slotId && result.status === 'fulfilled') choices[slotId] = result.value;
  });
  return { choices, missing: entries.length - Object.keys(choices).length };
}

/** A template slot's product: its queries tried most exact first, the first product found (or none). */
async function templateSlotProduct(template: RoomTemplate, slotId: string, showroom: number) {
  for (const query of templateSlotQueries(template, slotId)) {
    const list = await fetchSlotProducts({ showroom, ...query, per_page: 1 });
    if (list.data[0]) return list.data[0];
  }
  return undefined;
}

/** Fills a template's slots with the showroom's products (a slot nothing is found for stays empty). */
export async function fetchTemplateChoices(
  template: RoomTemplate,
  showroom: number,
): Promise<{ choices: Record<string, SlotPick>; missing: number }> {
  const slotIds = Object.keys(template.slots);
  const results = await Promise.allSettled(
    slotIds.map((slotId) => templateSlotProduct(template, slotId, showroom)),
  );
  const choices: Record<string, SlotPick> = {};
  results.forEach((result, index) => {
    const slotId = slotIds[index];
    const card = result.status === 'fulfilled' ? result.value : undefined;
    if (slotId && card) choices[slotId] = pickFromCard(card);
  });
  return { choices, missing: slotIds.length - Object.keys(choices).length };
}
