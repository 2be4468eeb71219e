import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';

/** The theme colour's texts, written once. */
export const SHOWROOM_BRANDING_MESSAGES = {
  saved: 'Your theme colour is saved. Your shop and widgets show it within a few seconds.',
  invalidColor: 'Choose the theme colour as a hex colour, such as #2e7d32.',
} as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * `GET /api/pro/showroom/branding` and the answer of a change: whether the plan allows branding (spec
 * §4; `brandingAllowed`) and why not, the theme colour and the logo (relative to the API root).
 */
export const showroomBrandingSchema = z.object({
  allowed: z.boolean(),
  reason: z.nullable(z.string()),
  theme_color: z.nullable(z.string()),
  business_logo: z.nullable(z.string()),
});
export type ShowroomBranding = z.infer<typeof showroomBrandingSchema>;
export const showroomBrandingResponseSchema = envelopeSchema(showroomBrandingSchema);
export type ShowroomBrandingResponse = z.infer<typeof showroomBrandingResponseSchema>;

/** `PUT /api/pro/showroom/branding`: the theme colour as `#rrggbb` (stored lower case), or null for none. */
export const showroomThemeRequestSchema = z.object({
  theme_color: z.nullable(
    z
      .string({ error: SHOWROOM_BRANDING_MESSAGES.invalidColor })
      .check(z.trim(), z.regex(HEX_COLOR, SHOWROOM_BRANDING_MESSAGES.invalidColor), z.toLowerCase()),
  ),
});
export type ShowroomThemeRequest = z.infer<typeof showroomThemeRequestSchema>;
