import { z } from 'zod/mini';
import { emailField, requiredText } from '../validation/fields.ts';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * `PUT /api/admin/settings`: the stored settings `GET /api/setting` answers (the platform and
 * "powered by" addresses follow the platform's origin and are not edited). Answered with the
 * settings as `GET /api/setting` now gives them.
 */
export const adminSettingsRequestSchema = z.object({
  app_name: requiredText('app_name', 60),
  support_email: emailField('support_email'),
  support_phone: requiredText('support_phone', 40),
  company_address: requiredText('company_address', 255),
  default_theme_color: z
    .string({ error: 'The default theme color must be a hex colour, such as #15803d.' })
    .check(
      z.trim(),
      z.regex(HEX_COLOR, 'The default theme color must be a hex colour, such as #15803d.'),
      z.toLowerCase(),
    ),
});
export type AdminSettingsRequest = z.infer<typeof adminSettingsRequestSchema>;
/** The settings an admin edits, by name. */
export const ADMIN_SETTING_KEYS = [
  'app_name',
  'support_email',
  'support_phone',
  'company_address',
  'default_theme_color',
] as const satisfies readonly (keyof AdminSettingsRequest)[];
