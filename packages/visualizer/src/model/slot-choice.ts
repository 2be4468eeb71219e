/**
 * What a homeowner put in a slot: the product in the size and colour the bill of materials buys,
 * priced at the showroom's prices (integer cents, as every calculation). Built from a catalogue
 * card (the picker) or a product's detail (a design restored from a link or a draft).
 */
import type { ProductCard, ProductDetail } from '@showroom/contract/catalog';

export interface SlotChoice {
  productId: number;
  hash: string;
  name: string;
  brand: string;
  /** Who sells it: the bill of materials and the cart group by vendor. */
  vendor: string;
  sizeId: number | null;
  colour: { name: string; hex: string } | null;
  /** 'Box' for products sold by area (the bill of materials turns area into boxes). */
  unit: string;
  priceCents: number;
  boxSqft: number | null;
  pattern: string | null;
  photo: string | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

export function choiceFromCard(card: ProductCard): SlotChoice {
  return {
    productId: card.id,
    hash: card.hash,
    name: card.name,
    brand: card.brand.name,
    vendor: card.vendor?.name ?? card.brand.name,
    sizeId: card.size_id,
    colour: card.colour[0] ?? null,
    unit: card.unit,
    priceCents: cents(card.price),
    boxSqft: card.box_sqft,
    pattern: card.pattern,
    photo: card.photo,
  };
}

/** The detail's cheapest size, the one its card shows (a restored design is priced as when picked). */
export function choiceFromDetail(detail: ProductDetail): SlotChoice {
  const size = [...detail.sizes].sort((a, b) => a.price - b.price)[0];
  return {
    productId: detail.id,
    hash: detail.hash,
    name: detail.name,
    brand: detail.brand.name,
    vendor: detail.vendor?.name ?? detail.brand.name,
    sizeId: size?.size_id ?? null,
    colour: detail.colour[0] ?? null,
    unit: detail.unit,
    priceCents: cents(size?.price ?? detail.price),
    boxSqft: size?.box_sqft ?? null,
    pattern: size?.pattern ?? null,
    photo: detail.gallery.find((picture) => picture.url)?.url ?? null,
  };
}
