import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE, USER_TYPES } from '../constants/constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { intField, MAX_ID } from '../validation/query-params.ts';

/** Issue #24: a pro's application is reviewed within this many hours; older ones are flagged. */
export const PRO_APPROVAL_WINDOW_HOURS = 24;
/** The admin console's lists take at most this many rows a page (the shared pagination offers 10, 25, 50). */
export const ADMIN_LIST_MAX_PAGE_SIZE = 50;
/** The longest e-mail, name or company search the accounts list takes. */
export const ADMIN_SEARCH_MAX = 100;

/** An account's status as spec §3 names them; anything else means pending. */
export const ACCOUNT_STATUS_FILTERS = ['Active', 'Approve', 'Deactive', 'Pending'] as const;

/** A vendor awaiting approval (`GET /api/admin/vendors`): who they are and which pro invited them. */
export const pendingVendorSchema = z.object({
  id: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  invited_by: z.nullable(z.string()),
  email_verified_at: z.nullable(z.string()),
  applied_at: z.string(),
});
export type PendingVendor = z.infer<typeof pendingVendorSchema>;
export const pendingVendorsResponseSchema = envelopeSchema(z.object({ data: z.array(pendingVendorSchema) }));
export type PendingVendorsResponse = z.infer<typeof pendingVendorsResponseSchema>;

/**
 * `GET /api/admin/accounts`: every account but the admins', newest first, to find one to deactivate.
 * `type` and `status` narrow it; `q` is part of the e-mail, the name or the company.
 */
export const adminAccountQuerySchema = z.object({
  page: z._default(intField('page', 1, MAX_ID), 1),
  per_page: z._default(intField('per page', 1, ADMIN_LIST_MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  type: z.optional(z.union([z.enum(USER_TYPES), z.literal('')])),
  status: z.optional(z.union([z.enum(ACCOUNT_STATUS_FILTERS), z.literal('')])),
  q: z.optional(
    z
      .string()
      .check(z.maxLength(ADMIN_SEARCH_MAX, `The search may be at most ${ADMIN_SEARCH_MAX} characters.`)),
  ),
});
export type AdminAccountQuery = z.input<typeof adminAccountQuerySchema>;
export type AdminAccountFilters = Omit<z.output<typeof adminAccountQuerySchema>, 'page' | 'per_page'>;

export const adminAccountSchema = z.object({
  id: z.int(),
  type: z.enum(USER_TYPES),
  /** As stored: Active, Approve, Deactive, or a pending one. */
  status: z.string(),
  email: z.string(),
  name: z.string(),
  company_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountPageResponseSchema = envelopeSchema(paginatorSchema(adminAccountSchema));
export type AdminAccountPageResponse = z.infer<typeof adminAccountPageResponseSchema>;

/** The answer of approving a vendor, deactivating or reactivating an account: its new status. */
export const accountStatusResponseSchema = envelopeSchema(z.object({ user_id: z.int(), status: z.string() }));
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;
