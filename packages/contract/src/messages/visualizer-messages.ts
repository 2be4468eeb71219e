/** The visualizer's texts (issue #13), written once; served by `@showroom/contract/visualizer`. */
export const VISUALIZER_MESSAGES = {
  title: '3D visualizer',
  intro: 'Pick a room, put materials from any of our brands in it, and see the bill of materials.',
  chooseShowroom: "Enter your Pro's Showroom ID to design a room with their products.",
  noChoice: 'nothing chosen',
  /** A slot no product covers, in the template's paint (issue #26): 'Hale navy paint'. */
  paintChoice: (paint: string) => `${paint} paint`,
  loading3d: 'Loading the 3D room…',
  /** On a phone the room starts as the plan; this shows it in 3D (issue #26). */
  view3d: 'View in 3D',
  plan2dNote: 'Your browser cannot show the 3D room here, so this is the room seen from above.',
  savePicture: 'Save picture',
  pictureFailed: 'The picture could not be saved.',
  saveDesign: 'Save design',
  openInShowroom: 'Open this design in the showroom',
  designSaved: 'Design saved to your projects.',
  /** The saved design's toast links to its project's page (issue #25). */
  viewProject: 'View project',
  designSaveFailed: 'The design could not be saved. Please try again.',
  signInToSave: 'Sign in to save your design; it will be waiting for you.',
  registerToSave: 'Create your free account to save your design; it will be waiting for you.',
  signInToSaveTitle: 'Sign in to save your design',
  registerToSaveTitle: 'Create an account to save your design',
  addRoomToCart: 'Add room to cart',
  roomAdded: 'The room is in your cart.',
  viewCart: 'View cart',
  nothingToBuy: 'Choose products for the room first.',
  pickerEmpty: 'No products match these filters.',
  noProductsForSlot: 'This showroom has no products for this part of the room yet.',
  pickerFailed: 'The products could not be loaded.',
  templateFailed: 'Some of the template’s products could not be loaded.',
  restoreFailed: 'Some products of this design are no longer available.',
  productHasNoRoom: 'None of these rooms has a place for this product yet.',
  productLoadFailed: 'This product could not be loaded into the room.',
} as const;

/** What a person calls each kind of room (the plan chooser's choices). */
export const ROOM_KIND_LABELS = {
  'kitchen-l': 'L-shaped kitchen',
  'kitchen-u': 'U-shaped kitchen',
  'kitchen-galley': 'Galley kitchen',
  'bathroom-tub': 'Bathroom with tub',
  'shower-room': 'Shower room',
  'living-room': 'Living room',
  bedroom: 'Bedroom',
  patio: 'Patio',
} as const;

/**
 * The words of a bill line's quantity, one and many: boxes of area, or a countertop's slabs or square
 * feet (issue #26: "1 box" of quartz read as a carton).
 */
export const BILL_COUNT_WORDS = {
  box: ['box', 'boxes'],
  slab: ['slab', 'slabs'],
  sqft: ['sqft', 'sqft'],
} as const;
