/**
 * The script embed.js adds when it runs inside a frame (a site builder's HTML block, decision 0129): the
 * frame's height for the parent page (decision 0082). Beside embed.js under `/showroom/`, with a fixed
 * name like it, so it is revalidated on every load.
 */
export const EMBED_FRAME_SCRIPT = 'embed-frame.js';
