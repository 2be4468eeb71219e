/**
 * `@showroom/contract/cart`: the project cart, its lines and the calls that change them. Its own
 * entry (and federation share key) so widgets that never touch the cart do not download it.
 */
export {
  AREA_TO_BOXES,
  type AreaToBoxesInput,
  type BoxCoverage,
  boxesForArea,
  defaultWastePercent,
} from './cart/area-to-boxes.ts';
export {
  cartIdParamsSchema,
  type DestroyCartLineQuery,
  destroyCartLineQuerySchema,
  isProjectExtraInfo,
  MAX_BULK_CART_ITEMS,
  MAX_EXTRA_INFO_LENGTH,
  type Project,
  type ProjectResponse,
  type ProjectUpdateRequest,
  projectResponseSchema,
  projectSchema,
  projectUpdateRequestSchema,
  type SyncToBulkCartRequest,
  syncToBulkCartRequestSchema,
  type UpdateCartRequest,
  updateCartRequestSchema,
} from './cart/cart-changes.ts';
export {
  CART_HANDOFF,
  type CartHandoffRedeemResponse,
  type CartHandoffResponse,
  cartHandoffRedeemResponseSchema,
  cartHandoffRedeemSchema,
  cartHandoffRequestSchema,
  cartHandoffResponseSchema,
} from './cart/cart-handoff.ts';
export { type CartMerge, cartMergeSchema } from './cart/cart-merge.ts';
export { CART_PAGE_MESSAGES } from './cart/cart-page-messages.ts';
export {
  type CartItem,
  type CartLine,
  type CartTotals,
  type CartVendorGroup,
  cartItemCount,
  cartItemSchema,
  cartLineSchema,
  cartTokenField,
  cartTotalsSchema,
  cartVendorGroupSchema,
  MAX_CART_QTY,
  type ProjectCart,
  type ProjectCartQuery,
  type ProjectCartResponse,
  projectCartQuerySchema,
  projectCartResponseSchema,
  projectCartSchema,
  type SyncToCartFields,
  type SyncToCartRequest,
  syncToCartRequestSchema,
} from './cart/project-cart.ts';
export { cartMergeMessage } from './messages/cart-merge-messages.ts';
export { CART_MESSAGES } from './messages/cart-messages.ts';
