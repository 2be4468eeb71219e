import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../constants/constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { dayField, dayRangeCheck } from '../validation/day-field.ts';
import { intField, MAX_ID } from '../validation/query-params.ts';
import { ADMIN_LIST_MAX_PAGE_SIZE } from './admin-accounts.ts';

/**
 * Every action an admin takes, as the audit log names it, with the label the screen shows. A new admin
 * action adds its name here (the order actions of issue #24 too), so the log's filter offers it.
 */
export const ADMIN_ACTIONS = {
  'pro.approve': 'Approved a pro',
  'vendor.approve': 'Approved a vendor',
  'account.deactivate': 'Deactivated an account',
  'account.reactivate': 'Reactivated an account',
  'settings.update': 'Changed the settings',
  'order_item.status': 'Changed an order item’s status',
} as const;
export type AdminAction = keyof typeof ADMIN_ACTIONS;
export const ADMIN_ACTION_NAMES = Object.keys(ADMIN_ACTIONS) as AdminAction[];

/** `GET /api/admin/audit`: the log, newest first; `action`, `admin` (an admin's id) and the days narrow it. */
export const adminAuditQuerySchema = z
  .object({
    page: z._default(intField('page', 1, MAX_ID), 1),
    per_page: z._default(intField('per page', 1, ADMIN_LIST_MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
    action: z.optional(
      z.union([z.enum(ADMIN_ACTION_NAMES as [AdminAction, ...AdminAction[]]), z.literal('')]),
    ),
    admin: z.optional(intField('admin', 1, MAX_ID)),
    from: dayField('from date'),
    to: dayField('to date'),
  })
  .check(dayRangeCheck);
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;
export type AdminAuditFilters = Omit<z.output<typeof adminAuditQuerySchema>, 'page' | 'per_page'>;

/** One admin action: who, what (on which record), the record before and after, and when. */
export const adminAuditEntrySchema = z.object({
  id: z.int(),
  admin_id: z.nullable(z.int()),
  admin_email: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditPageResponseSchema = envelopeSchema(paginatorSchema(adminAuditEntrySchema));
export type AdminAuditPageResponse = z.infer<typeof adminAuditPageResponseSchema>;
