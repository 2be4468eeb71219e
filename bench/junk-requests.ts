import { randomBytes } from 'node:crypto';
import { stripesPng } from '@showroom/api';

/** One request of the junk soak, ready for fetch. */
export interface JunkRequest {
  path: string;
  init: RequestInit;
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  body: JSON.stringify(body),
});

const junkText = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);

/** A multipart lead whose file is `bytes` under `name`, from its own client address. */
function lead(n: number, name: string, bytes: Uint8Array): RequestInit {
  const form = new FormData();
  form.append('full_name', `Junk ${n}`);
  form.append('email', `junk${n}@example.test`);
  form.append('phone_number', '555 0100');
  form.append('action', 'external-form');
  form.append('lead_type', 'Pop-Ups');
  form.append('files[]', new Blob([bytes]), name);
  // A new address each time, so the per-address limit lets the upload be read (the server trusts the proxy).
  return {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` },
  };
}

/** A real image the server decodes, re-encodes and stores, with junk after its end. */
const PICTURE = stripesPng(160, 120, [
  [200, 40, 40],
  [40, 40, 200],
]);

const HOSTILE_SVG = new TextEncoder().encode(
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script>&x;</svg>',
);

/**
 * The n-th junk request of the soak (issue #10's probes): product lists with unique unknown fields and
 * junk values, showroom searches, sign-ins and registrations with junk, uploads of random bytes (some
 * over the size limit), hostile SVG and real pictures with junk appended, unknown paths and bad tokens. Deterministic by `n`'s kind,
 * random in content, so no two requests are alike.
 */
export function junkRequest(n: number, categories: readonly string[]): JunkRequest {
  const category = categories[n % categories.length] ?? 'tile-flooring';
  switch (n % 20) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
      return {
        path: '/api/visualization/products',
        init: json('POST', { category, [`junk_${n}_${junkText(8)}`]: junkText(200), page: 1 + (n % 3) }),
      };
    case 6:
    case 7:
      return {
        path: '/api/visualization/products',
        init: json('POST', {
          category,
          q: junkText(12),
          brand: [n, n + 1],
          colour: [junkText(6)],
          per_page: 12,
          [`x${n}`]: { nested: [junkText(50)] },
        }),
      };
    case 8:
      return {
        path: `/api/visualization/showrooms?s=${junkText(8).toUpperCase()}&junk${n}=${junkText(40)}`,
        init: {},
      };
    case 9:
      return {
        path: '/api/login',
        init: json('POST', { email: `${junkText(10)}@junk.test`, password: junkText(20) }),
      };
    case 10:
      return {
        path: '/api/register',
        init: json('POST', { full_name: junkText(300), email: junkText(12), [`f${n}`]: 1 }),
      };
    case 11:
      return {
        path: '/api/sample_request',
        init: lead(n, `junk${n}.png`, randomBytes(64 * 1024 + (n % 7) * 100_000)),
      };
    case 12:
      return n % 40 === 12
        ? { path: '/api/sample_request', init: lead(n, `junk${n}.svg`, HOSTILE_SVG) }
        : {
            path: '/api/sample_request',
            init: lead(n, `room${n}.png`, Buffer.concat([PICTURE, randomBytes(2048)])),
          };
    case 13:
      // Over the 5 MB limit now and then: refused while streaming.
      return n % 100 === 13
        ? { path: '/api/sample_request', init: lead(n, `big${n}.jpg`, randomBytes(6 * 1024 * 1024)) }
        : { path: `/api/product/${junkText(30)}`, init: {} };
    case 14:
      return { path: '/api/profile', init: { headers: { authorization: `Bearer ${n}|${junkText(40)}` } } };
    case 15:
      return { path: `/api/${junkText(20)}/${junkText(200)}`, init: {} };
    case 16:
      return { path: '/api/projectCart', init: json('POST', { showroom: n, floorplan: junkText(500) }) };
    case 17:
      return { path: `/api/brands?page=${n}&${junkText(6)}=${junkText(100)}`, init: {} };
    case 18:
      return { path: '/api/recently_viewed', init: json('POST', { products: [junkText(10)], [`k${n}`]: n }) };
    default:
      return { path: `/api/menu_category_show_all/${n}?${junkText(4)}=${junkText(60)}`, init: {} };
  }
}
