import { addonSchema, envelopeSchema, USER_TYPES } from '@showroom/contract';
import { z } from 'zod/mini';

/**
 * The signed-in user as `GET /api/authuser`, login and register return it (spec §3 "User").
 * `status` is a free string: anything but Active, Approve or Deactive means pending.
 */
export const authUserSchema = z.object({
  id: z.int(),
  type: z.enum(USER_TYPES),
  status: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_verified_at: z.nullable(z.string()),
  country_code: z.string(),
  phone_number: z.nullable(z.string()),
  zip_code: z.nullable(z.string()),
  total_projects: z.int(),
  custom_addon: addonSchema,
  latest_subscription: z.nullable(
    z.object({ subscription_status: z.nullable(z.string()), plan: z.string(), paid_amount: z.number() }),
  ),
  shop_profile: z.nullable(
    z.object({ theme_color: z.nullable(z.string()), business_logo: z.nullable(z.string()) }),
  ),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** `GET /api/authuser`. */
export const authUserResponseSchema = envelopeSchema(authUserSchema);
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** Bearer tokens look like `<id>|<40 random characters>` (docs/architecture.md §8, decision 0023). */
export const authSessionSchema = z.object({ user: authUserSchema, token: z.string() });
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Login, register and social login answer `{ data: { user, token } }`. */
export const authSessionResponseSchema = envelopeSchema(authSessionSchema);
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;
