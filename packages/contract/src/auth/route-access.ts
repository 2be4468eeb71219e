import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';

/**
 * Who may call an API route (issue #10). Every `/api` route declares exactly one level; the server
 * refuses to start with a route that declares none.
 * - `public`: anyone; a bearer token, if sent, is not even read.
 * - `homeownerOrVisitor`: a visitor (no token) or a homeowner (type User, status Active/Approve).
 * - `homeowner`: a signed-in homeowner (type User, status Active/Approve).
 * - `anyAccount`: any signed-in account whatever its type and status (read itself, sign out).
 * - `activeAccount`: a signed-in account of any type whose status proceeds, an Admin only after the
 *   OTP step (calls every role uses, each seeing its own share: an order's items, issue #12).
 * - `adminAwaitingOtp`: a signed-in Admin before the OTP step (the OTP step itself).
 * - `admin`: a signed-in Admin whose session passed the OTP step.
 * - `pro`: a signed-in Contractor or Designer whose status proceeds (a pending pro hears why).
 * - `vendor`: a signed-in Vendor whose status proceeds.
 * - `aiAccount`: an AI design account signed in with `AuthorizationAI` (its own accounts, spec §1, §6;
 *   decision 0110); the `Authorization` token is not what admits it.
 */
export const ROUTE_ACCESS_LEVELS = [
  'public',
  'homeownerOrVisitor',
  'homeowner',
  'anyAccount',
  'activeAccount',
  'adminAwaitingOtp',
  'admin',
  'pro',
  'vendor',
  'aiAccount',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS_LEVELS)[number];

/** One API route and who may call it. */
export const routeAccessEntrySchema = z.object({
  method: z.string(),
  path: z.string(),
  access: z.enum(ROUTE_ACCESS_LEVELS),
});
export type RouteAccessEntry = z.infer<typeof routeAccessEntrySchema>;

/** `GET /api/admin/route_access` (admin): every API route and its access level, sorted by path. */
export const routeAccessResponseSchema = envelopeSchema(z.array(routeAccessEntrySchema));
export type RouteAccessResponse = z.infer<typeof routeAccessResponseSchema>;
