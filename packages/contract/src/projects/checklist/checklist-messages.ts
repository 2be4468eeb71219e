/**
 * The project checklist's texts (issue #25; spec §7 "checklist successes show a success toast with
 * the server message", §8 "checklist failure: error toast with server message"), written once for
 * the server's answers and the screens.
 */
export const MAX_CHECKLIST_ITEMS = 200;

export const PROJECT_CHECKLIST_MESSAGES = {
  itemUpdated: 'Checklist updated.',
  itemRemoved: 'Removed from the checklist.',
  /** 404 for PUT/DELETE /api/projectChecklist/{id}: no such line on a project the caller takes part in. */
  itemNotFound: 'This item is not on the checklist.',
  /** 403: checking a line off is the homeowner's (it is their shopping). */
  checkOwnerOnly: 'Only the homeowner can check off checklist items.',
  /** 403: a pro or designer changes or removes only the lines they added. */
  changeOwnLinesOnly: 'You can change only the checklist items you added.',
  /** 422 on `from`: building from a design needs a saved one. */
  noSavedDesign: 'This project has no saved design to build a checklist from.',
  /** 422 on `from`: the saved design (or its template) gives no product of this showroom. */
  designHasNoProducts: 'The saved design has no products to put on the checklist yet.',
  /** 422 on `project`: the project's showroom is gone, so nothing can be priced or bought in it. */
  noShowroom: 'This project has no showroom to shop in any more.',
  /** 403: replacing the whole list is the homeowner's; others add to it. */
  replaceOwnerOnly: 'Only the homeowner can replace the checklist; add to it instead.',
  tooManyItems: `A checklist holds at most ${MAX_CHECKLIST_ITEMS} items.`,
  itemsRequired: 'The items field is required unless the checklist is built from the design.',
  qtyOrAreaRequired: 'Give a quantity or an area in square feet.',
  // The screens.
  title: 'Checklist',
  empty: 'Nothing on this checklist yet.',
  emptyHint:
    'Build it from your saved design, add the bill of materials from the visualizer, or ask your designer or pro to add products.',
  buildFromDesign: 'Build from saved design',
  rebuildConfirm: 'Replace the checklist with the saved design’s bill of materials?',
  addAllToCart: 'Add all to cart',
  addCheckedToCart: 'Add selected to cart',
  chooseShowroomToBuy: 'Enter your Pro’s Showroom ID to add the checklist to your cart.',
  loading: 'Loading the checklist…',
  nothingToAddToCart: 'Every item is checked off: nothing is left to add to the cart.',
  addToChecklist: 'Add to checklist',
  viewChecklist: 'View checklist',
  chooseProject: 'Choose a project to see its checklist.',
  noProjects: 'You have no projects yet. Save a design in the visualizer to start one.',
  loadFailed: 'The checklist could not be loaded.',
} as const;

/** The answer to an append: what was new, and what already on the list got more (the same product, size and colour). */
export function checklistAppendedMessage(added: number, increased: number): string {
  const parts: string[] = [];
  if (added > 0) parts.push(`${added} ${added === 1 ? 'item' : 'items'} added to the checklist`);
  if (increased > 0) {
    parts.push(
      `${increased} ${increased === 1 ? 'item was' : 'items were'} already on it, so ${increased === 1 ? 'its' : 'their'} quantity went up`,
    );
  }
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The answer to a replace: the list is now exactly these items. */
export const checklistReplacedMessage = (count: number): string =>
  `The checklist now holds ${count} ${count === 1 ? 'item' : 'items'}.`;

/** Who put a line on the list, as the homeowner reads it. */
export const CHECKLIST_ADDED_BY_LABELS = {
  self: 'Added by you',
  owner: 'Added by the homeowner',
  pro: 'Added by your pro',
  designer: 'Added by your designer',
} as const;
