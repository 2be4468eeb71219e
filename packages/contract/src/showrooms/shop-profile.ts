import { z } from 'zod';
import { SHOWROOM_ID_LENGTH } from '../constants/constants.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { SHOWROOM_ID_PATTERN } from './showroom-search.ts';

/** `GET /api/visualization/shop_profile?showroom=&vsd_id=` query. */
export const shopProfileQuerySchema = z.object({
  showroom: z.coerce
    .number({ error: 'The showroom field must be an integer.' })
    .int('The showroom field must be an integer.')
    .positive('The showroom field must be an integer.'),
  vsd_id: z
    .string()
    .length(SHOWROOM_ID_LENGTH, `The vsd id field must be ${SHOWROOM_ID_LENGTH} characters.`)
    .regex(SHOWROOM_ID_PATTERN, 'The vsd id field may only contain letters and numbers.')
    .optional(),
});
export type ShopProfileQuery = z.infer<typeof shopProfileQuerySchema>;

export const addonSchema = z.object({ subscription_status: z.string().nullable() }).nullable();

export const shopProfileSchema = z.object({
  user_id: z.number().int(),
  vsd_id: z.string(),
  company_name: z.string(),
  theme_color: z.string().nullable(),
  business_logo: z.string().nullable(),
  basic_addon: addonSchema,
  custom_addon: addonSchema,
  latest_subscription: z
    .object({ subscription_status: z.string().nullable(), plan: z.string(), paid_amount: z.number() })
    .nullable(),
  website_url: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  links: z.record(z.string(), z.string()),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

export const shopCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  photo: z.string().nullable(),
});
export type ShopCategory = z.infer<typeof shopCategorySchema>;

/**
 * Response: `data.data.profile` and `data.data.category`. An unknown showroom answers with
 * `data.data` = `[]` (the spec's "empty means not found"), never a 500.
 */
export const shopProfileResponseSchema = envelopeSchema(
  z.object({
    data: z.union([
      z.object({ profile: shopProfileSchema, category: z.array(shopCategorySchema) }),
      z.array(z.never()),
    ]),
  }),
);
export type ShopProfileResponse = z.infer<typeof shopProfileResponseSchema>;
