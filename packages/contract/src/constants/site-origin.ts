import { ROUTE_PATHS, SHELL_BASE_PATH } from './route-paths.ts';

/**
 * Every answer to a page whose origin no active pro registered carries this header, exposed by
 * CORS: a call that needs a registered site (not a public read) is refused 403 with it, and a
 * public read is answered as usual with it, so embed.js learns at its first request (the early
 * showroom search) that it should tell the pro. Its value is SITE_ORIGIN_MESSAGES.registerSite for
 * that origin, which a widget logs as it comes, so no widget carries the text (decisions 0034, 0077).
 */
export const ORIGIN_UNREGISTERED_HEADER = 'X-Showroom-Origin-Unregistered';

/** The console's embeds screen (site origins, the tag to paste; decision 0068): its full address on the platform at `platformOrigin`, named in messages to pros. */
export function proEmbedsConsoleUrl(platformOrigin: string): string {
  return `${platformOrigin.replace(/\/+$/, '')}${SHELL_BASE_PATH}${ROUTE_PATHS.proEmbeds}`;
}
