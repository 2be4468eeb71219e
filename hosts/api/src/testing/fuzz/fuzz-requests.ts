import type { RouteAccess } from '@showroom/contract/account';
import fc from 'fast-check';
import type { z } from 'zod/mini';
import type { FuzzEntry } from './fuzz-catalogue.ts';
import { EXTRA_KEYS, edgeValueOf, HOSTILE_TEXT, hostileValue, kindOf, shapeOf } from './invalid-values.ts';

/**
 * Who the request claims to be; `signed-in` is swapped for a fresh valid token, when it is sent, of an
 * account the route's access admits (a homeowner, a pro, a vendor or an OTP-verified admin).
 */
export type FuzzAuth = 'signed-in' | 'anonymous' | 'bad-token';

/** One generated request, plain data so a failure prints as it was sent. */
export interface FuzzRequest {
  method: string;
  url: string;
  auth: FuzzAuth;
  headers: Record<string, string>;
  payload?: string;
}

const ALNUM_40 = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0';

/** Authorization headers no token table knows: ids past int4 and int8, zero, negative, junk. */
const BAD_AUTHORIZATION = [
  `Bearer 2147483648|${ALNUM_40}`,
  `Bearer 9999999999|${ALNUM_40}`,
  `Bearer 0|${ALNUM_40}`,
  `Bearer 1|${ALNUM_40}`,
  `Bearer -1|${ALNUM_40}`,
  `Bearer 99999999999999999999|${ALNUM_40}`,
  'Bearer ',
  'Bearer',
  'Bearer null',
  'Bearer undefined',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'x'.repeat(8_000)}`,
  'Bearer 1|short',
  'Bearer a b c',
] as const;

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'a/b',
  '',
] as const;

/** Bodies that are not the JSON they claim to be, or JSON nested past the server's limit. */
const RAW_BODIES = [
  '{',
  '{"a":}',
  '[1,]',
  'nul',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `{"x":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  `{"x":"${'\\u0000'.repeat(10)}"}`,
  '"\\ud800"',
  `{"a":${'1'.repeat(400)}}`,
  '1e999999',
] as const;

/** A valid object with some fields replaced by hostile values, some dropped and some junk added. */
function mutated(
  schema: z.core.$ZodType | undefined,
  valid: Readonly<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = (schema && shapeOf(schema)) ?? {};
  const fields = [...new Set([...Object.keys(shape), ...Object.keys(valid)])];
  const fieldEdits = fields.map((field) => {
    const fieldSchema = shape[field];
    const kind = fieldSchema ? kindOf(fieldSchema) : 'other';
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant({ field, keep: true as const }) },
      { weight: 1, arbitrary: fc.constant({ field, drop: true as const }) },
      { weight: 2, arbitrary: edgeValueOf(kind).map((value) => ({ field, value })) },
    );
  });
  const extras = fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileValue, { maxKeys: 2 });
  return fc.tuple(fc.tuple(...fieldEdits), extras).map(([edits, extra]) => {
    const body: Record<string, unknown> = {};
    for (const edit of edits) {
      if ('keep' in edit && edit.field in valid) body[edit.field] = valid[edit.field];
      if ('value' in edit) body[edit.field] = edit.value;
    }
    // Own properties, `__proto__` included, so JSON.stringify writes them as a hostile client would.
    for (const [key, value] of Object.entries(extra)) {
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
    }
    return body;
  });
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

function queryStringOf(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values.slice(0, 20)) {
      const text = typeof item === 'string' ? item : (JSON.stringify(item) ?? '');
      parts.push(`${encodePart(key)}=${encodePart(text)}`);
    }
  }
  return parts.join('&');
}

const RAW_QUERIES = [
  '%',
  '%zz',
  'a=%E0%A4%A',
  'q=%ED%A0%80',
  '&&&',
  '=',
  'a[b][c]=1',
  `a=${'%41'.repeat(3_000)}`,
] as const;
const BAD_PARAMS = [
  '%',
  '%zz',
  '..',
  '%2e%2e%2f',
  '0',
  '-1',
  '2147483648',
  '1e3',
  ' ',
  '%00',
  'x'.repeat(2_000),
] as const;

/** Headers the app reads besides the token (CORS, client address, content negotiation), at their odd values. */
const ODD_HEADERS = {
  origin: fc.constantFrom(
    'null',
    'http://evil.test',
    'http://localhost:8081',
    'http://[::1',
    `http://${'a'.repeat(3_000)}.test`,
  ),
  'x-forwarded-for': fc.constantFrom(
    '',
    'not-an-ip',
    '999.1.1.1',
    '::ffff:10.0.0.1, 1.2.3.4',
    '1.2.3.4'.repeat(500),
  ),
  accept: fc.constantFrom('text/html', '*/*;q=x', 'application/xml', ''),
  'accept-encoding': fc.constantFrom('br;q=2', 'gzip, deflate, identity;q=0', 'x'.repeat(500)),
  'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"', ''),
} as const;

/** Idempotency-Key values: mostly fresh valid ones (so requests get past the header), sometimes odd. */
const idempotencyKeys = fc.oneof(
  { weight: 4, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', 'short', 'x'.repeat(200), 'héllo-wörld-12345678', '../../etc/passwd1'),
  },
);

/** Stream positions no stream sent: past int8, negative, missing parts, junk. */
const ODD_STREAM_POSITIONS = [
  '',
  '-1-1',
  '1',
  '1-',
  '99999999999999999999-1',
  '1-99999999999999999999',
  '9999999999999999999-1',
  '0-0',
];

/** Requests at one route: the contract's fields mutated, wrong content types, bad paths and tokens. */
export function fuzzRequests(
  routeKey: string,
  entry: FuzzEntry,
  access: RouteAccess,
): fc.Arbitrary<FuzzRequest> {
  const [method = 'GET', pattern = '/'] = routeKey.split(' ');
  const paramNames = Object.keys(entry.params ?? {});
  const paramValues = fc.tuple(
    ...paramNames.map((name) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(encodePart(entry.params?.[name] ?? '')) },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_PARAMS) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXT).map(encodePart) },
      ),
    ),
  );
  const query = entry.query
    ? fc.oneof(
        { weight: 4, arbitrary: mutated(entry.query, entry.validQuery ?? {}).map(queryStringOf) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
      )
    : fc.oneof(fc.constant(''), fc.constantFrom(...RAW_QUERIES));
  const payload: fc.Arbitrary<string | undefined> =
    method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 6, arbitrary: mutated(entry.body, entry.validBody ?? {}).map((b) => JSON.stringify(b)) },
          { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? '') },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
        );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  const auth = fc.oneof(
    { weight: access === 'public' ? 1 : 4, arbitrary: fc.constant<FuzzAuth>('signed-in') },
    { weight: 1, arbitrary: fc.constant<FuzzAuth>('anonymous') },
    { weight: 1, arbitrary: fc.constant<FuzzAuth>('bad-token') },
  );
  return fc
    .record({
      params: paramValues,
      query,
      payload,
      contentType,
      auth,
      badAuthorization: fc.constantFrom(...BAD_AUTHORIZATION),
      extraHeaders: fc.oneof(
        { weight: 4, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.record(ODD_HEADERS, { requiredKeys: [] }) },
      ),
      idempotencyKey: entry.idempotencyKey ? idempotencyKeys : fc.constant(undefined),
      streamHeader: entry.streamHeader
        ? fc.oneof(
            { weight: 2, arbitrary: fc.constant(entry.streamHeader.valid) },
            { weight: 1, arbitrary: fc.constantFrom(...ODD_STREAM_POSITIONS, ...HOSTILE_TEXT) },
          )
        : fc.constant(undefined),
    })
    .map(
      ({
        params,
        query: search,
        payload: body,
        contentType: type,
        auth: who,
        badAuthorization,
        extraHeaders,
        idempotencyKey,
        streamHeader,
      }) => {
        let path = pattern;
        paramNames.forEach((name, index) => {
          path = path.replace(`:${name}`, params[index] ?? '');
        });
        const headers: Record<string, string> = { ...extraHeaders };
        if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
        if (entry.streamHeader && streamHeader !== undefined) headers[entry.streamHeader.name] = streamHeader;
        if (body !== undefined && type !== '') headers['content-type'] = type;
        // AI design's routes read their own header (decision 0110).
        if (who === 'bad-token')
          headers[access === 'aiAccount' ? 'authorizationai' : 'authorization'] = badAuthorization;
        return {
          method,
          url: search ? `${path}?${search}` : path,
          auth: who,
          headers,
          ...(body === undefined ? {} : { payload: body }),
        };
      },
    );
}
