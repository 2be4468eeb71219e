/**
 * Markup an uploaded SVG may not carry. A document type can declare entities (XXE: `SYSTEM
 * "file:///etc/passwd"`, or "billion laughs" expansion) that a parser would resolve before anything
 * else; scripts, event handlers, foreign HTML and XInclude have no place in a photo or plan. Such a file
 * is refused outright rather than cleaned, so nothing from it reaches the rasteriser.
 */
const FORBIDDEN_SVG_MARKUP = [
  /<!DOCTYPE/i,
  /<!ENTITY/i,
  /<script[\s>/]/i,
  /<foreignObject[\s>/]/i,
  /<xi:include[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
];

/** True when `text` looks like an SVG document (an `<svg` element) with none of the refused markup. */
export function isSafeSvgText(text: string): boolean {
  if (!/<svg[\s>]/i.test(text)) return false;
  return !FORBIDDEN_SVG_MARKUP.some((pattern) => pattern.test(text));
}
