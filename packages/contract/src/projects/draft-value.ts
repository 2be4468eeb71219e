import { z } from 'zod/mini';

/**
 * Limits on a project draft's visualizer values (`floorplan`, `floorTemplate`, `project`): the
 * visualizer stores ids, names and small objects such as `{ id: 3, name: 'L-shaped kitchen' }`, so
 * these leave plenty of room while a value can no longer be megabytes or a number past any range
 * (issue #10). The server stores the value as JSON, as given.
 */
export const DRAFT_VALUE_LIMITS = {
  /** Characters in one text, object keys included. */
  maxTextLength: 255,
  /** Largest magnitude of a number (ids, sizes, coordinates). */
  maxNumber: 1_000_000_000,
  /** Items of one list or keys of one object. */
  maxEntries: 100,
  /** Levels of nested lists and objects. */
  maxDepth: 5,
  /** Characters of the whole value as JSON. */
  maxJsonLength: 8_000,
} as const;

export const draftValueMessage = (field: string) =>
  `The ${field} field must be an id, a short text or a small object of them (at most ${DRAFT_VALUE_LIMITS.maxJsonLength} characters as JSON).`;

const L = DRAFT_VALUE_LIMITS;

function isBounded(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= L.maxNumber;
  if (typeof value === 'string') return value.length <= L.maxTextLength;
  if (typeof value !== 'object' || depth >= L.maxDepth) return false;
  if (Array.isArray(value)) {
    return value.length <= L.maxEntries && value.every((item) => isBounded(item, depth + 1));
  }
  const entries = Object.entries(value);
  if (entries.length > L.maxEntries) return false;
  return entries.every(([key, item]) => key.length <= L.maxTextLength && isBounded(item, depth + 1));
}

/** True for a JSON value within DRAFT_VALUE_LIMITS (walked before it is measured, so no huge stringify). */
export function isBoundedDraftValue(value: unknown): boolean {
  if (!isBounded(value, 0)) return false;
  return JSON.stringify(value).length <= L.maxJsonLength;
}

/** An optional visualizer value of a draft, within DRAFT_VALUE_LIMITS. */
export const draftValueField = (field: string) =>
  z.optional(z.unknown().check(z.refine(isBoundedDraftValue, { message: draftValueMessage(field) })));
