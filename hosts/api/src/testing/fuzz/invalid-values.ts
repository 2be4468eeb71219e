import fc from 'fast-check';
import type { z } from 'zod/mini';

/** What a field of a contract schema holds, read from the schema itself (wrappers unwrapped). */
export type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';

/** A zod (mini) schema's own description; `_zod.def` is zod's public introspection surface. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  in?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
}

const defOf = (schema: z.core.$ZodType): SchemaDef => schema._zod.def as unknown as SchemaDef;

/** The schema under optional, nullable, default and pipe wrappers. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (let def = defOf(current); ; def = defOf(current)) {
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) return current;
    current = inner;
  }
}

/** The fields of an object schema (through its wrappers), or undefined for anything else. */
export function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  return defOf(unwrap(schema)).shape;
}

export function kindOf(schema: z.core.$ZodType): FieldKind {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'string':
    case 'literal':
    case 'enum':
    case 'template_literal':
      return 'string';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'array';
    case 'object':
    case 'record':
      return 'object';
    case 'union':
      return def.options?.[0] ? kindOf(def.options[0]) : 'other';
    default:
      return 'other';
  }
}

/** Text that has tripped servers before: NUL, lone surrogates, bidi and BOM marks, injections, paths. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u202e\ufeff',
  '\r\n\t\v\f',
  '%00',
  '%ED%A0%80',
  "' OR 1=1 --",
  "'; drop table users; --",
  '$1',
  '\\',
  '"',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1f',
  '1_000',
  '１２',
  ' 12 ',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  'true',
  '[]',
  '{}',
  'Zoë 🏠',
] as const;

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
] as const;

const hugeString = fc.constantFrom('a'.repeat(300), '9'.repeat(400), 'é'.repeat(5_000), 'x'.repeat(60_000));
const anyText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  hugeString,
);

/** Arrays nested `depth` deep around a value: below and above the server's JSON depth limit. */
const nested = (depth: number, inner: unknown): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

/** Any JSON value a client could send where something else was expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyText,
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'id', '0', 'length', '__proto__', '\u0000'), tie('value'), {
      maxKeys: 3,
    }),
    fc.constantFrom(
      Array.from({ length: 2_000 }, (_, i) => i),
      nested(20, 1),
      nested(63, 'x'),
      nested(70, 'x'),
    ),
  ),
})).value;

/** A value of the field's own type at its edges, or anything at all. */
export function edgeValueOf(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'string':
      return fc.oneof(anyText, hostileValue);
    case 'number':
      // Mostly the edges (int4 and safe-integer bounds, fractions), as numbers and as numeric text.
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
        { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
        { weight: 1, arbitrary: fc.integer() },
        { weight: 1, arbitrary: hostileValue },
      );
    case 'array':
      return fc.oneof(fc.array(hostileValue, { maxLength: 60 }), hostileValue);
    default:
      return hostileValue;
  }
}

/** Keys no schema knows, some of which have broken servers that copy them into objects. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'x',
  'id',
  'user_id',
  'type',
  '',
  ' ',
] as const;
