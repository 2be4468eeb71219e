/** Small, hand-made catalogue data for the catalog remote's tests and the browser test. */

import type { MenuCategory, ProductCard, ProductDetail, ProductList } from '@showroom/contract/catalog';
import { demoCart } from '@showroom/contract/testing';

const category = (id: number, name: string, children: MenuCategory[] = []): MenuCategory => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  parent_id: null,
  photo: null,
  resized_photo: null,
  unit: 'Box',
  children,
});

export const DEMO_MENU: MenuCategory[] = [
  category(1, 'Flooring', [category(2, 'Tile', [category(3, 'Porcelain Tile')]), category(4, 'Vinyl')]),
  category(5, 'Lighting'),
];

export const DEMO_HASH = '0123456789abcdef';

export function demoCard(index: number, brand = { id: 1, name: 'Daltile', slug: 'daltile' }): ProductCard {
  return {
    id: index,
    hash: index.toString(16).padStart(16, '0'),
    name: `Product ${index}`,
    brand,
    vendor: { id: 90 + brand.id, name: `${brand.name} Supply` },
    category_id: 3,
    photo: null,
    colour: [{ name: 'Grey', hex: '#888888' }],
    price: 48,
    unit: 'Box',
    size_id: 1,
    box_sqft: 16,
    price_per_sqft: 3,
    width_size: '12',
    height_size: '24',
    length_size: null,
    pattern: null,
    // Product 1 is sold out and product 2 nearly (issue #22's stock notes); the rest have plenty.
    stock: index === 1 ? 0 : index === 2 ? 3 : 200,
  };
}

export function demoList(products: ProductCard[], page = 1, perPage = 10): ProductList {
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
    category: { id: 3, name: 'Porcelain Tile', slug: 'porcelain-tile', parent_id: 2, unit: 'Box' },
    facets: {
      brands: [
        { id: 1, name: 'Daltile', slug: 'daltile', count: 12 },
        { id: 2, name: 'Marazzi', slug: 'marazzi', count: 3 },
      ],
      colours: [{ name: 'Grey', hex: '#888888', count: 15 }],
      sizes: [{ label: '12" x 24"', count: 15 }],
      price: { min: 10, max: 90 },
    },
  };
}

export const DEMO_DETAIL: ProductDetail = {
  id: 1,
  hash: DEMO_HASH,
  name: 'Carrara Porcelain',
  sku: 'DT-1',
  description: 'A marble-look porcelain tile.',
  finish: 'Matte',
  brand: { id: 1, name: 'Daltile', slug: 'daltile', logo: null },
  vendor: { id: 91, name: 'Daltile Supply' },
  category: { id: 3, name: 'Porcelain Tile', slug: 'porcelain-tile', parent_id: 2, unit: 'Box' },
  parent_category: null,
  unit: 'Box',
  min_unit: 2,
  gallery: [
    { url: null, colour: 'White', hex: '#f4f4f4' },
    { url: null, colour: 'Grey', hex: '#888888' },
  ],
  colour: [
    { name: 'White', hex: '#f4f4f4' },
    { name: 'Grey', hex: '#888888' },
  ],
  sizes: [
    {
      size_id: 1,
      width_size: '12',
      height_size: '24',
      length_size: null,
      pattern: 'Straight',
      box_sqft: 16,
      uom: 'Box',
      price: 50,
      price_per_sqft: 3.13,
      stock: 200,
    },
    {
      size_id: 2,
      width_size: '24',
      height_size: '48',
      length_size: null,
      pattern: 'Straight',
      box_sqft: 16,
      uom: 'Box',
      price: 64,
      price_per_sqft: 4,
      stock: 3,
    },
  ],
  price: 50,
};

/** The demo showroom's cart holding `qty` boxes of the demo product in White. */
export const demoProductCart = (qty: number) =>
  demoCart([qty], {
    product_id: DEMO_DETAIL.id,
    hash: DEMO_HASH,
    name: DEMO_DETAIL.name,
    brand: DEMO_DETAIL.brand.name,
    size_id: 1,
    colour: 'White',
    price: 50,
  });
