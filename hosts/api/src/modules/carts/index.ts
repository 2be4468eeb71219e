/**
 * Carts and projects: a visitor's or homeowner's cart (a project's lines), project notes.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { type CartCaller, type CartRow, cartColumns, newestCartIdOf } from './cart.ts';
export { type CartItem, checkCartItems, type ItemField, normaliseColour } from './cart-lines.ts';
export { priceCart } from './priced-cart.ts';
export {
  type AttachedCart,
  attachVisitorCart,
  createProjectFromDraft,
  type Draft,
  deleteDraftProject,
  detachVisitorCart,
  findOwnDesignProject,
} from './projects.ts';
export { createProjectsService, type ProjectsService } from './projects-service.ts';
