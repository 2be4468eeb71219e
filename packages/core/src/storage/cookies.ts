import type { COOKIE_NAMES } from '@showroom/contract';

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

const DAY_MS = 24 * 60 * 60 * 1000;

/** `document.cookie` throws in sandboxed iframes without allow-same-origin; treat that as no cookies. */
function readAll(): string {
  try {
    return globalThis.document?.cookie ?? '';
  } catch {
    return '';
  }
}

function write(entry: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some browsers still in use.
    if (globalThis.document) globalThis.document.cookie = entry;
  } catch {
    // Refused by the browser: the cookie simply is not kept.
  }
}

function get(name: CookieName): string | null {
  for (const part of readAll().split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Sets a cookie for the whole site, kept `days` days (spec §9: 340 or 1). */
function set(name: CookieName, value: string, { days }: { days: number }): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  write(`${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`);
}

function remove(name: CookieName): void {
  write(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`);
}

/** The spec's cookies (remember-me, user type, otp_verify) by their contract names. */
export const cookies = { get, set, remove };
