/**
 * Numbers and words of a room photo's surfaces (issue #26 "your own room", decision 0114). The spec is
 * silent: a room photo shows a floor and two or three walls, so six surfaces is plenty; 100 ft is past
 * any room side a homeowner measures.
 */
export const PHOTO_SURFACE = {
  kinds: ['floor', 'wall'] as const,
  maxPerPhoto: 6,
  maxLabelLength: 40,
  maxLengthInches: 1200,
  /** Catalogue categories the product dialog lists per kind (the seed's slugs, as the visualizer's slots). */
  categories: {
    floor: ['tile-flooring', 'hardwood-flooring', 'luxury-flooring', 'laminate-flooring'],
    wall: ['backsplash-tiles', 'tile-flooring', 'stacked-stone'],
  },
} as const;
export type PhotoSurfaceKind = (typeof PHOTO_SURFACE.kinds)[number];

export const PHOTO_SURFACE_MESSAGES = {
  saved: 'Surfaces saved.',
  kindInvalid: 'The kind field must be floor or wall.',
  labelRequired: 'The label field is required.',
  labelTooLong: `The label field must not be greater than ${PHOTO_SURFACE.maxLabelLength} characters.`,
  cornersInvalid: 'The corners field must be four points of the photo.',
  outsidePhoto: 'Every corner must be inside the photo.',
  notConvex: 'The corners must go round the surface without crossing, and the shape must not be dented.',
  lengthCornersInvalid: 'The known length must run along one side: two neighbouring corners.',
  lengthRequired: 'The known length field must be a number.',
  lengthPositive: 'The known length must be greater than 0.',
  lengthTooLong: `The known length must not be greater than ${PHOTO_SURFACE.maxLengthInches / 12} ft.`,
  surfacesRequired: 'The surfaces field must be a list.',
  tooMany: `A photo holds at most ${PHOTO_SURFACE.maxPerPhoto} surfaces.`,
  productMissing: 'The selected product is not available.',
  productRequired: 'Choose a product to lay on this surface.',
  sizeMissing: 'The selected size is not one of the product’s sizes.',
  colourMissing: 'The selected colour is not one of the product’s colours.',
  saveFailed: 'The surfaces could not be saved. Try again.',
  shareFailed: 'The picture could not be shared in the chat. Try again.',
  nearInvalid: 'The near field must be a point of the photo.',
  cornersSuggested: 'Corners suggested: check them and drag any that missed.',
  floorNotFound: 'Could not find the floor’s edges — place the corners by hand.',
  wallNotFound: 'Could not find this wall’s edges — place the corners by hand.',
  suggestFailed: 'The corners could not be looked for. Try again, or place them by hand.',
} as const;
