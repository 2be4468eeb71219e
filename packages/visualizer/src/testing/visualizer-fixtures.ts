/** Products for the visualizer's tests: surfaces sold by the box and fixtures by the piece, from three vendors. */
import type { ProductCard, ProductDetail, ProductList } from '@showroom/contract/catalog';

const BRANDS = [
  {
    brand: { id: 1, name: 'Stonecrest Tile', slug: 'stonecrest-tile' },
    vendor: { id: 11, name: 'Metro Tile Distributors' },
  },
  {
    brand: { id: 2, name: 'Arcadia Stoneworks', slug: 'arcadia-stoneworks' },
    vendor: { id: 12, name: 'Pacific Stone Imports' },
  },
  {
    brand: { id: 3, name: 'Riverbend Faucets', slug: 'riverbend-faucets' },
    vendor: { id: 13, name: 'Western Plumbing Wholesale' },
  },
] as const;

/** The `index`-th product of a category: Box-unit tiles (15.5 sqft boxes at $46.50) or $325.00 pieces. */
export function visualizerCard(category: string, index: number): ProductCard {
  const byBox = !/faucet|sink|tub|toilet/.test(category);
  const { brand, vendor } = BRANDS[index % BRANDS.length] as (typeof BRANDS)[number];
  return {
    id: 100 * (category.length % 7) + index + 1,
    hash: `${category.length.toString(16).padStart(2, '0')}${index.toString(16).padStart(14, '0')}`,
    name: `${brand.name.split(' ')[0]} ${category.replace(/-/g, ' ')} ${index + 1}`,
    brand: { ...brand },
    vendor: { ...vendor },
    category_id: 3,
    photo: null,
    colour: [{ name: 'Grey', hex: `#8${index % 10}8${index % 10}8${index % 10}` }],
    price: byBox ? 46.5 : 325,
    unit: byBox ? 'Box' : 'Piece',
    size_id: 500 + index,
    box_sqft: byBox ? 15.5 : null,
    price_per_sqft: byBox ? 3 : null,
    width_size: '12"',
    height_size: '24"',
    length_size: null,
    pattern: byBox ? 'straight lay' : null,
    // Every fifth product is sold out and the one after it nearly (issue #22's stock notes).
    stock: index % 5 === 4 ? 0 : index % 5 === 0 ? 4 : 120,
  };
}

export function visualizerList(products: ProductCard[], page: number, perPage: number): ProductList {
  return {
    current_page: page,
    data: products.slice((page - 1) * perPage, page * perPage),
    first_page_url: '?page=1',
    from: products.length ? (page - 1) * perPage + 1 : null,
    last_page: Math.max(1, Math.ceil(products.length / perPage)),
    last_page_url: '?page=1',
    links: [],
    next_page_url: null,
    path: '/api/visualization/products',
    per_page: perPage,
    prev_page_url: null,
    to: products.length ? Math.min(page * perPage, products.length) : null,
    total: products.length,
    category: { id: 3, name: 'Tile Flooring', slug: 'tile-flooring', parent_id: null, unit: 'Box' },
    facets: {
      brands: BRANDS.map(({ brand }) => ({ ...brand, count: 5 })),
      colours: [{ name: 'Grey', hex: '#888888', count: 15 }],
      sizes: [{ label: '12" x 24"', count: 15 }],
      price: { min: 46.5, max: 325 },
    },
  };
}

/** The product page of a tub (`bath-tubs`), the one `?product=` tests open the visualizer with. */
export const TUB_HASH = 'b000000000000001';
export function visualizerTubDetail(): ProductDetail {
  const tubs = { id: 40, name: 'Bath Tubs', slug: 'bath-tubs', parent_id: null, unit: 'Piece' as const };
  return {
    id: 4001,
    hash: TUB_HASH,
    name: 'Lumina Freestanding Soaking Tub',
    sku: 'LUM-000001',
    description: '',
    finish: 'Gloss White',
    brand: { id: 4, name: 'Lumina Baths', slug: 'lumina-baths', logo: null },
    vendor: { id: 14, name: 'Coastal Bath Supply' },
    category: {
      id: 41,
      name: 'Freestanding Tubs',
      slug: 'bath-tubs-freestanding-tubs',
      parent_id: 40,
      unit: 'Piece',
    },
    parent_category: tubs,
    unit: 'Piece',
    min_unit: 1,
    gallery: [],
    colour: [{ name: 'Bright White', hex: '#f8fafc' }],
    sizes: [
      {
        size_id: 9001,
        width_size: '60"',
        height_size: '30"',
        length_size: null,
        pattern: null,
        box_sqft: null,
        uom: 'Piece',
        price: 1200,
        price_per_sqft: null,
        stock: 8,
      },
    ],
    price: 1200,
  };
}

/**
 * Any other product's page, as the picker's size and colour choice loads it: a floor tile in two box
 * sizes (the larger nearly sold out) and two colours.
 */
export function visualizerDetail(hash: string): ProductDetail {
  const tile = { id: 3, name: 'Tile Flooring', slug: 'tile-flooring', parent_id: null, unit: 'Box' as const };
  const size = (size_id: number, width: string, height: string, price: number, stock: number) => ({
    size_id,
    width_size: width,
    height_size: height,
    length_size: null,
    pattern: 'straight lay',
    box_sqft: 16,
    uom: 'Box',
    price,
    price_per_sqft: Math.round((price / 16) * 100) / 100,
    stock,
  });
  return {
    ...visualizerTubDetail(),
    hash,
    name: 'A floor tile',
    category: tile,
    parent_category: null,
    unit: 'Box',
    colour: [
      { name: 'Grey', hex: '#888888' },
      { name: 'Charcoal', hex: '#374151' },
    ],
    sizes: [size(9101, '12"', '24"', 48, 120), size(9102, '24"', '48"', 64, 3)],
    price: 48,
  };
}
