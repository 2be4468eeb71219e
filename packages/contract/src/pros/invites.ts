import { z } from 'zod/mini';
import { registerStep1Schema } from '../auth/register.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { requiredText } from '../validation/fields.ts';
import { INVITE_TEXTS } from './invite-texts.ts';

/** Who a pro invites (spec §1, §6): vendors, who sell through the platform, and clients (homeowners). */
export const INVITE_KINDS = ['vendor', 'client'] as const;
export type InviteKind = (typeof INVITE_KINDS)[number];

/** An invitation as the console lists it; `expired` is a pending one past its date. */
export const INVITE_STATES = ['pending', 'joined', 'revoked', 'expired'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

const { email, full_name, password } = registerStep1Schema.shape;

/** `POST /api/pro/invites`. */
export const inviteRequestSchema = z.object({
  kind: z.enum(INVITE_KINDS, { error: 'Choose Vendor or Client.' }),
  email,
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const inviteSchema = z.object({
  id: z.int(),
  kind: z.enum(INVITE_KINDS),
  email: z.string(),
  state: z.enum(INVITE_STATES),
  sent_at: z.string(),
  expires_at: z.string(),
  joined_at: z.nullable(z.string()),
  /** The name of who joined, once they did. */
  joined_name: z.nullable(z.string()),
});
export type Invite = z.infer<typeof inviteSchema>;

/** `GET /api/pro/invites` and the answer of a send, resend or revoke: the pro's invitations, newest first. */
export const invitesResponseSchema = envelopeSchema(z.object({ data: z.array(inviteSchema) }));
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;

/** A token of a mailed link: 256 random bits, base64url. */
const tokenField = z
  .string({ error: INVITE_TEXTS.linkUnknown })
  .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, INVITE_TEXTS.linkUnknown));

/** `GET /api/invites/:token`: what the invitation page shows before the invitee acts. */
export const invitationQuerySchema = z.object({ token: tokenField });
export const invitationSchema = z.object({
  kind: z.enum(INVITE_KINDS),
  email: z.string(),
  company_name: z.string(),
  /** The showroom's ID, which a client's registration chooses. */
  vsd_id: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = envelopeSchema(z.object({ invitation: invitationSchema }));
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** `POST /api/invites/vendor`: the invited vendor's account (pending until an admin approves it). */
export const vendorAcceptRequestSchema = z.object({
  token: tokenField,
  company_name: requiredText('company_name', 120),
  full_name,
  password,
});
export type VendorAcceptRequest = z.infer<typeof vendorAcceptRequestSchema>;
export const vendorAcceptResponseSchema = envelopeSchema(z.object({ email: z.string() }));
export type VendorAcceptResponse = z.infer<typeof vendorAcceptResponseSchema>;
