/**
 * Markup an uploaded SVG may not carry. A document type can declare entities (XXE: `SYSTEM
 * "file:///etc/passwd"`, or "billion laughs" expansion) that a parser would resolve before anything
 * else; scripts, event handlers, foreign HTML, XInclude and external references have no place in a
 * photo or plan. Such a file is refused outright rather than cleaned, so nothing from it reaches the
 * rasteriser.
 */
const FORBIDDEN_SVG_MARKUP = [
  /<!DOCTYPE/i,
  /<!ENTITY/i,
  /<script[\s>/]/i,
  /<foreignObject[\s>/]/i,
  /<xi:include[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  // External references: a link, image or stylesheet the rasteriser could fetch or read from disk
  // (`file:///…`). Same-document fragments (`#id`) and inline raster data stay allowed.
  /\b(?:href|src)\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpe?g|gif);)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
];

/** True when `text` looks like an SVG document (an `<svg` element) with none of the refused markup. */
export function isSafeSvgText(text: string): boolean {
  if (!/<svg[\s>]/i.test(text)) return false;
  return !FORBIDDEN_SVG_MARKUP.some((pattern) => pattern.test(text));
}
