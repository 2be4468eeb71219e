import type { COOKIE_NAMES } from '@showroom/contract';

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where `document.cookie` throws (a sandboxed iframe without allow-same-origin), the cookies are
 * kept in this page's memory instead, as `name=value` by name; a write with a past expiry removes.
 */
let pageMemory: Map<string, string> | null = null;

function readAll(): string {
  if (!pageMemory) {
    try {
      return globalThis.document?.cookie ?? '';
    } catch {
      pageMemory = new Map();
    }
  }
  return [...pageMemory.values()].join('; ');
}

function write(entry: string): void {
  if (!pageMemory) {
    try {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some browsers still in use.
      if (globalThis.document) globalThis.document.cookie = entry;
      return;
    } catch {
      pageMemory = new Map();
    }
  }
  const [pair = '', ...attributes] = entry.split(';');
  const name = pair.slice(0, pair.indexOf('=')).trim();
  const expires = attributes.find((attribute) => attribute.trim().startsWith('expires='));
  const expired = expires !== undefined && Date.parse(expires.trim().slice('expires='.length)) <= Date.now();
  if (expired) pageMemory.delete(name);
  else pageMemory.set(name, pair.trim());
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
