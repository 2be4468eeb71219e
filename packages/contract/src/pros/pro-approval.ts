import { z } from 'zod/mini';
import { PRO_TYPES } from '../constants/constants.ts';
import { envelopeSchema } from '../envelope/envelope.ts';

/**
 * One pro awaiting approval, as an admin reviews them (`GET /api/admin/pros`): who they are, their
 * company and licence, and whether their e-mail is verified yet.
 */
export const pendingProSchema = z.object({
  id: z.int(),
  type: z.enum(PRO_TYPES),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  licence_number: z.string(),
  phone: z.string(),
  zip_code: z.string(),
  service_area: z.string(),
  email_verified_at: z.nullable(z.string()),
  applied_at: z.string(),
});
export type PendingPro = z.infer<typeof pendingProSchema>;
export const pendingProsResponseSchema = envelopeSchema(z.object({ data: z.array(pendingProSchema) }));
export type PendingProsResponse = z.infer<typeof pendingProsResponseSchema>;

/** `POST /api/admin/pros/{id}/approve`: the approved pro's new showroom. */
export const proApprovalResponseSchema = envelopeSchema(
  z.object({ user_id: z.int(), vsd_id: z.string(), status: z.string() }),
);
export type ProApprovalResponse = z.infer<typeof proApprovalResponseSchema>;
