import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../constants/constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { intField, MAX_ID, positiveIdField } from '../validation/query-params.ts';
import { PRO_LIST_MAX_PAGE_SIZE } from './pro-orders.ts';

/** Where a pro stands with a lead, as they set it (decision 0088); every lead starts as New. */
export const LEAD_STATUSES = ['New', 'Contacted', 'Won', 'Lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const FIRST_LEAD_STATUS: LeadStatus = 'New';
export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: 'Choose a status from the list.' });

/**
 * What a lead came from: the lead form's sample request (`POST /api/sample_request`, lead type
 * 'Pop-Ups') or a homeowner who registered from the pro's showroom.
 */
export const LEAD_KINDS = ['request', 'registration'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  request: 'Sample request',
  registration: 'Registration',
};

/** `GET /api/pro/leads?page=&per_page=&status=`: the pro's showroom's leads, newest first. */
export const proLeadQuerySchema = z.object({
  page: z._default(intField('page', 1, MAX_ID), 1),
  per_page: z._default(intField('per page', 1, PRO_LIST_MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  status: z.optional(z.union([leadStatusSchema, z.literal('')])),
});
export type ProLeadQuery = z.input<typeof proLeadQuerySchema>;

export const proLeadSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  /** The sample request's id or the homeowner's user id, depending on `kind`. */
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** The lead form's lead type (spec §7: 'Pop-Ups'); null for a registration. */
  lead_type: z.nullable(z.string()),
  /** How many pictures the visitor attached to a sample request. */
  picture_count: z.int(),
  created_at: z.string(),
  status: leadStatusSchema,
});
export type ProLead = z.infer<typeof proLeadSchema>;
export const proLeadPageResponseSchema = envelopeSchema(paginatorSchema(proLeadSchema));
export type ProLeadPageResponse = z.infer<typeof proLeadPageResponseSchema>;

/** `PUT /api/pro/leads/{kind}/{id}/status`: the pro sets a lead's status; answers the lead. Another showroom's lead: 404. */
export const proLeadParamsSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: 'Unknown kind of lead.' }),
  id: positiveIdField('id'),
});
export const proLeadStatusRequestSchema = z.object({ status: leadStatusSchema });
export type ProLeadStatusRequest = z.input<typeof proLeadStatusRequestSchema>;
export const proLeadResponseSchema = envelopeSchema(proLeadSchema);
export type ProLeadResponse = z.infer<typeof proLeadResponseSchema>;
