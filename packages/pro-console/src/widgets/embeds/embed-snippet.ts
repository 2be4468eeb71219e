import { SHELL_BASE_PATH } from '@showroom/contract';

/** The tag a pro pastes into their site's `<head>`, with their Showroom ID (README "Embed a widget"). */
export function headTag(platformOrigin: string, showroomId: string): string {
  return `<script src="${platformOrigin}${SHELL_BASE_PATH}/embed.js" data-showroom="${showroomId}" async blocking="render"></script>`;
}

/** The whole store on one page of the pro's site (decision 0075). */
export const STORE_SNIPPET = '<showroom-store></showroom-store>';

/** The same store through the WordPress plugin (decision 0081). */
export const STORE_SHORTCODE = '[showroom store]';

/** Attribute values as chosen: empty ones are left out. */
export type ChosenAttributes = Readonly<Record<string, string>>;

const filled = (attributes: ChosenAttributes) =>
  Object.entries(attributes)
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([, value]) => value !== '');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<showroom-product hash="…"></showroom-product>`: the element with its chosen attributes. */
export function elementSnippet(tag: string, attributes: ChosenAttributes): string {
  const written = filled(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  return `<${tag}${written.join('')}></${tag}>`;
}

/**
 * The WordPress plugin's shortcode for the same element (decision 0081): `[showroom <widget> attr="…"]`,
 * the widget being the tag without `showroom-`. A shortcode's value cannot hold `"` or `]`, so they are dropped.
 */
export function elementShortcode(tag: string, attributes: ChosenAttributes): string {
  const written = filled(attributes).map(([name, value]) => ` ${name}="${value.replace(/["\]]/g, '')}"`);
  return `[showroom ${tag.replace(/^showroom-/, '')}${written.join('')}]`;
}

/**
 * The page shown in the builder's preview frame: embed.js with the pro's Showroom ID and the
 * element, as on the pro's site. A `srcdoc` page is on the console's own origin and under its CSP
 * (script-src 'self' allows embed.js), and no response of ours is framed, so `frame-ancestors 'none'`
 * stays as it is. embed.js sends no embed health report from the platform's origin.
 */
export function previewDocument(platformOrigin: string, showroomId: string, snippet: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${headTag(platformOrigin, showroomId)}</head><body>${snippet}</body></html>`;
}
