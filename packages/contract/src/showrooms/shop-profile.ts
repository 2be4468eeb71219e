import { z } from 'zod/mini';
import { SHOWROOM_ID_LENGTH } from '../constants/constants.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { brandPaletteSchema } from '../theming/palette-schema.ts';
import { positiveIdField } from '../validation/query-params.ts';
import { SHOWROOM_ID_PATTERN } from './showroom-search.ts';

/** `GET /api/visualization/shop_profile?showroom=&vsd_id=` query. */
export const shopProfileQuerySchema = z.object({
  showroom: positiveIdField('showroom'),
  vsd_id: z.optional(
    z
      .string()
      .check(
        z.length(SHOWROOM_ID_LENGTH, `The vsd id field must be ${SHOWROOM_ID_LENGTH} characters.`),
        z.regex(SHOWROOM_ID_PATTERN, 'The vsd id field may only contain letters and numbers.'),
      ),
  ),
});
export type ShopProfileQuery = z.infer<typeof shopProfileQuerySchema>;

export const addonSchema = z.nullable(z.object({ subscription_status: z.nullable(z.string()) }));

export const shopProfileSchema = z.object({
  user_id: z.int(),
  vsd_id: z.string(),
  company_name: z.string(),
  theme_color: z.nullable(z.string()),
  business_logo: z.nullable(z.string()),
  basic_addon: addonSchema,
  custom_addon: addonSchema,
  latest_subscription: z.nullable(
    z.object({ subscription_status: z.nullable(z.string()), plan: z.string(), paid_amount: z.number() }),
  ),
  website_url: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  links: z.record(z.string(), z.string()),
  /**
   * The origins of the pro's own sites where their widgets are allowed (CORS), public like the sites
   * themselves: the shell links back only to one of them (`RETURN_TO_SITE`). Optional so a client
   * newer than an API process it meets during a deploy still reads the profile (no way back then).
   */
  site_origins: z.optional(z.array(z.string())),
  /**
   * The palette of `theme_color`, computed by the server so widgets need no colour maths (decision 0091);
   * null when the plan does not allow branding (`brandingAllowed`) or there is no hex theme colour.
   * Optional for the same deploy overlap as `site_origins` (the widgets then use the default palette).
   */
  palette: z.optional(z.nullable(brandPaletteSchema)),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

export const shopCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  photo: z.nullable(z.string()),
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
