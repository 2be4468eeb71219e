/** Products for the visualizer's tests: surfaces sold by the box and fixtures by the piece, from three vendors. */
import type { ProductCard, ProductList } from '@showroom/contract/catalog';

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
