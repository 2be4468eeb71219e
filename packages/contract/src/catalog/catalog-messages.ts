/** The catalogue widgets' own texts (empty, failed and prompt states); the spec's shared wordings are in MESSAGES. */
export const CATALOG_MESSAGES = {
  chooseShowroomTitle: 'Choose a showroom first',
  chooseShowroomText: "Enter your Pro's Showroom ID to see their categories and prices.",
  enterShowroomId: 'Enter a Showroom ID',
  categoriesLoadFailed: 'The categories could not be loaded.',
  categoriesEmpty: 'This showroom has no categories yet.',
  productsLoadFailed: 'The products could not be loaded.',
  productsEmpty: 'No products match these filters.',
  productLoadFailed: 'This product could not be loaded.',
  brandsLoadFailed: 'The brands could not be loaded.',
  brandsEmpty: 'No brand partners yet.',
  clearFilters: 'Clear filters',
  chooseShowroomForCart: "Enter your Pro's Showroom ID to add items to a cart.",
  noProductChosen: 'No product chosen.',
  /** The product page gallery (issue #13): the group of view buttons, each view's name, the big picture's alt. */
  galleryLabel: 'Pictures of {name}',
  galleryPhoto: 'Photo {number}',
  galleryDetail: 'Overview',
  galleryCloseup: 'Close-up',
  galleryRoom: 'In a room',
  galleryPictureAlt: '{name}, {view}',
} as const;
