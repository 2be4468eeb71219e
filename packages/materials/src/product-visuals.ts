/** What the server knows of a product that decides its picture. */
export interface ProductVisuals {
  /** The product's public hash: seeds the picture. */
  hash: string;
  name: string;
  /** Top category first, then the product's own (names or slugs), e.g. ['Tile Flooring', 'Marble Tile']. */
  categories: readonly string[];
  colours: readonly { name: string; hex: string }[];
  finish: string | null;
  /** The product's first size: width and height across its face, the pattern it is laid in. */
  size: { width: string | null; height: string | null; pattern: string | null } | null;
}
