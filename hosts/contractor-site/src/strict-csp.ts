/**
 * The strict-CSP test page (`/strict-csp.html`, issue #22 item 5): the policy a careful pro's site
 * sends, opened to the platform exactly as the README's "Content-Security-Policy" says and no
 * further: no 'unsafe-inline', no 'unsafe-eval', nothing for styles or fonts from the platform.
 */
export const STRICT_CSP_PAGE = 'strict-csp.html';

/** The directives the README opens to the platform; `?omit=<one of them>` leaves one closed. */
const PLATFORM_DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'frame-src'] as const;

/**
 * The page's policy. `omit` (the page's `?omit=connect-src`) leaves that directive at 'self', to show
 * the line embed.js logs for the pro (the e2e's second journey).
 */
export function strictCsp(platformUrl: string, omit: string | null = null): string {
  const platform = new URL(platformUrl).origin;
  const open = Object.fromEntries(
    PLATFORM_DIRECTIVES.map((directive) => [directive, directive === omit ? '' : ` ${platform}`]),
  );
  return [
    "default-src 'self'",
    `script-src 'self'${open['script-src']}`,
    `connect-src 'self'${open['connect-src']}`,
    `img-src 'self'${open['img-src']}`,
    `frame-src 'self'${open['frame-src']}`,
    "style-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
