import { type ShopProfile, themeCssVariables, themeFor } from '@showroom/contract';
import { SERVED_MARKUP_ATTRIBUTE, storefrontBandStylePath } from '@showroom/contract/constants';
import { escapeHtml } from '../../lib/html.ts';

/** A picture path as the widgets' `mediaUrl` makes it: absolute on the platform, kept when already absolute. */
function platformMediaUrl(platformOrigin: string, path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  return `${platformOrigin}/api/${path.replace(/^\/+/, '')}`;
}

/**
 * The storefront's band (decision 0129) in the elements and classes the catalogue's `StorefrontHeader`
 * renders inside its widget root, so the widget's first band lands on the same box. The root is
 * `hidden` until the stylesheet arrives: the sheet's `.sr-root { display: block }` shows it, so the
 * page never paints it unstyled. The `<slot>` shows what embed.js puts in the element (a load failure).
 * Each node is marked, so the widget removes all three when its own band is on screen.
 */
export function storefrontBandHtml(profile: ShopProfile, platformOrigin: string): string {
  const theme = themeFor(profile);
  const name = escapeHtml(profile.company_name);
  const logo = theme.logo
    ? `<img class="sr-storefront__logo" src="${escapeHtml(platformMediaUrl(platformOrigin, theme.logo))}" alt="${name} logo">`
    : '';
  const sheet = `${platformOrigin}/api/${storefrontBandStylePath(profile.vsd_id)}`;
  const served = SERVED_MARKUP_ATTRIBUTE;
  return (
    `<link ${served} rel="stylesheet" href="${escapeHtml(sheet)}">` +
    `<div ${served} class="sr-root" hidden><section class="sr-catalog sr-storefront">` +
    `<header class="sr-storefront__brand">${logo}<h1>Welcome to ${name}</h1></header></section></div>` +
    `<slot ${served}></slot>`
  );
}

/** The band's stylesheet: the widgets' rules (built by the shell) and the showroom's theme on the served root. */
export function storefrontBandCss(rules: string, profile: ShopProfile): string {
  const declarations = Object.entries(themeCssVariables(themeFor(profile)))
    // The palette is the server's own hex colours; anything else could end the rule, so it is left out.
    .filter(([, value]) => /^#[0-9a-f]{3,8}$/i.test(value))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return `${rules}\n.sr-root[${SERVED_MARKUP_ATTRIBUTE}]{${declarations}}\n`;
}
