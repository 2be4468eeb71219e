/**
 * The scripts embed.js adds beside itself under `/showroom/` only when a page needs them (decision 0129),
 * with fixed names like embed.js's, so they are revalidated on every load:
 * - inside a frame (a site builder's HTML block), the frame's height for the parent page (decision 0082);
 * - when something keeps the widgets from working as they should (no `data-showroom`, an unregistered
 *   origin, a Content-Security-Policy that blocks them), the lines that tell the pro what to do
 *   (decisions 0077, 0078).
 */
export const EMBED_FRAME_SCRIPT = 'embed-frame.js';
export const EMBED_PROBLEMS_SCRIPT = 'embed-problems.js';

/** The page-wide property through which embed.js hands what it noticed to `embed-problems.js`. */
export const EMBED_PROBLEMS_GLOBAL = '__SHOWROOM_PROBLEMS__';
