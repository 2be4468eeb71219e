/** Every message of the vendor's products (decision 0094), written once for the portal and the server. */
export const VENDOR_PRODUCT_MESSAGES = {
  sizesMissing: 'Add at least one size.',
  tooManySizes: (max: number) => `A product has at most ${max} sizes.`,
  tooManyColours: (max: number) => `A product has at most ${max} colours.`,
  colourHexInvalid: 'Pick a colour (#rrggbb).',
  priceInvalid: 'Enter a wholesale price above 0 with at most two decimals.',
  stockInvalid: 'Enter the units in stock: a whole number, 0 or more.',
  boxSqftInvalid: 'Enter the square feet per box: above 0, at most two decimals.',
  boxSqftMissing: 'Box products need the square feet per box of each size.',
  categoryUnknown: 'Choose a category from the list.',
  brandNotYours: 'Choose one of your brand lines.',
  skuTaken: 'You already have a product with this SKU.',
  notFound: 'No such product among yours.',
  saved: 'Product saved. Showrooms show it within a few seconds.',
  created: 'Product created. Showrooms show it within a few seconds.',
  archived: 'Product archived: it left the catalogue and new carts; orders keep it.',
  restored: 'Product restored to the catalogue.',
} as const;
