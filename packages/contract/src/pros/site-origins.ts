import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { PRO_MESSAGES } from './pro-messages.ts';

/** A pro registers a handful of sites; more is a mistake or abuse (each is allowed by CORS). */
export const MAX_SITE_ORIGINS = 20;

/** An http(s) address: scheme, host (a name, IPv4 or bracketed IPv6) and port, then a path or nothing. */
const ADDRESS = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?(?:[/?#]|$)/i;

/**
 * The origin of an address as a pro pastes it: the widgets' console line prints the exact origin
 * (`https://www.example.com`), but a page's whole address (`https://www.example.com/shop/`) is taken
 * too, written as browsers send it in `Origin` (lower case, no default port). Null when it is no
 * http(s) address. Written without `URL`: the contract runs where no DOM or Node globals are typed.
 */
export function siteOriginOf(value: string): string | null {
  const match = ADDRESS.exec(value.trim());
  if (!match) return null;
  const [, scheme = '', host = '', port] = match;
  const protocol = scheme.toLowerCase();
  const portNumber = port === undefined ? null : Number(port);
  if (portNumber !== null && (portNumber < 1 || portNumber > 65_535)) return null;
  const defaultPort = protocol === 'https' ? 443 : 80;
  const portPart = portNumber === null || portNumber === defaultPort ? '' : `:${portNumber}`;
  return `${protocol}://${host.toLowerCase()}${portPart}`;
}

/** `POST /api/pro/site_origins` and `DELETE /api/pro/site_origins?origin=`. */
export const siteOriginRequestSchema = z.object({
  origin: z.string({ error: PRO_MESSAGES.originInvalid }).check(
    z.maxLength(300, PRO_MESSAGES.originInvalid),
    z.refine((value) => siteOriginOf(value) !== null, PRO_MESSAGES.originInvalid),
  ),
});
export type SiteOriginRequest = z.infer<typeof siteOriginRequestSchema>;

export const siteOriginSchema = z.object({ origin: z.string(), created_at: z.string() });
export type SiteOrigin = z.infer<typeof siteOriginSchema>;
/** `GET /api/pro/site_origins`, and the answer of an add or a removal: the sites now registered. */
export const siteOriginsResponseSchema = envelopeSchema(z.object({ data: z.array(siteOriginSchema) }));
export type SiteOriginsResponse = z.infer<typeof siteOriginsResponseSchema>;
