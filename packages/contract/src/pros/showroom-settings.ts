import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { SHOP_LINK_KEYS, SHOP_LINK_LABELS, type ShopLinkKey } from '../showrooms/shop-links.ts';
import { requiredText } from '../validation/fields.ts';

/** http(s), a host without user info, then an optional path, query or fragment. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** An optional web address (an empty box clears it): http(s) only, so no `javascript:` reaches an href. */
function webAddressField(label: string) {
  return z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(300, `The ${label} must not be greater than 300 characters.`),
      z.refine(
        (value) => value === '' || WEB_ADDRESS.test(value),
        `Enter the ${label} as a web address, such as https://www.example.com.`,
      ),
    ),
  );
}

/**
 * `GET` and `PUT /api/pro/showroom` (issue #23, console "Showroom"): the showroom's name and the contact
 * links its footer shows. An empty box clears a link.
 */
export const proShowroomSchema = z.object({
  company_name: requiredText('company_name', 120),
  website_url: webAddressField('website'),
  phone: z.nullable(
    z.string().check(z.trim(), z.regex(/^[\d\s()+.-]{0,30}$/, 'The phone field format is invalid.')),
  ),
  email: z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(255, 'The email must not be greater than 255 characters.'),
      z.refine(
        (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
        'The email must be a valid email address.',
      ),
    ),
  ),
  links: z.object(
    Object.fromEntries(
      SHOP_LINK_KEYS.map((key) => [key, z.optional(webAddressField(`${SHOP_LINK_LABELS[key]} link`))]),
    ) as Record<ShopLinkKey, z.ZodMiniOptional<ReturnType<typeof webAddressField>>>,
  ),
});
export type ProShowroom = z.infer<typeof proShowroomSchema>;
export type ProShowroomInput = z.input<typeof proShowroomSchema>;
export const proShowroomResponseSchema = envelopeSchema(proShowroomSchema);
export type ProShowroomResponse = z.infer<typeof proShowroomResponseSchema>;
