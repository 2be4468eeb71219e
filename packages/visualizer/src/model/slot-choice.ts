/**
 * What a homeowner put in a slot: the product as a catalogue card shows it (at the showroom's
 * prices, in its lowest-priced size, the one the bill of materials buys) and the colour picked.
 * Built from a card (the picker) or a product's detail (a design restored from a link).
 */
import type { ProductCard, ProductDetail, ProductSize } from '@showroom/contract/catalog';

export type PickedProduct = Pick<
  ProductCard,
  | 'id'
  | 'hash'
  | 'name'
  | 'brand'
  | 'vendor'
  | 'price'
  | 'unit'
  | 'size_id'
  | 'box_sqft'
  | 'price_per_sqft'
  | 'pattern'
  | 'width_size'
  | 'height_size'
  | 'photo'
>;

export interface SlotPick {
  product: PickedProduct;
  colour: { name: string; hex: string } | null;
}

export function pickFromCard(card: ProductCard): SlotPick {
  const { id, hash, name, brand, vendor, price, unit, size_id, box_sqft, price_per_sqft, pattern } = card;
  const product = { id, hash, name, brand, vendor, price, unit, size_id, box_sqft, price_per_sqft, pattern };
  return {
    product: { ...product, width_size: card.width_size, height_size: card.height_size, photo: card.photo },
    colour: card.colour[0] ?? null,
  };
}

/** The detail's lowest-priced size, the one its card shows. */
export function pickFromDetail(detail: ProductDetail): SlotPick {
  const size = [...detail.sizes].sort((a, b) => a.price - b.price)[0];
  return {
    product: {
      id: detail.id,
      hash: detail.hash,
      name: detail.name,
      brand: { id: detail.brand.id, name: detail.brand.name, slug: detail.brand.slug },
      vendor: detail.vendor,
      price: size?.price ?? detail.price,
      unit: detail.unit,
      size_id: size?.size_id ?? null,
      box_sqft: size?.box_sqft ?? null,
      price_per_sqft: size?.price_per_sqft ?? null,
      pattern: size?.pattern ?? null,
      width_size: size?.width_size ?? null,
      height_size: size?.height_size ?? null,
      photo: detail.gallery.find((picture) => picture.url)?.url ?? null,
    },
    colour: detail.colour[0] ?? null,
  };
}

/** The same product in another of its sizes (the picker's size choice, issue #22): what the bill buys and prices. */
export function withSize(pick: SlotPick, size: ProductSize): SlotPick {
  return {
    ...pick,
    product: {
      ...pick.product,
      size_id: size.size_id,
      price: size.price,
      box_sqft: size.box_sqft,
      price_per_sqft: size.price_per_sqft,
      pattern: size.pattern,
      width_size: size.width_size,
      height_size: size.height_size,
    },
  };
}
