import type { MaterialSpec } from './material-spec.ts';
import { seedOf } from './random.ts';

/**
 * A short fingerprint of everything a picture is drawn from: two specs with the same fingerprint draw
 * the same pictures (an ETag, or a cache key that changes when a product's colours or size do).
 */
export function specFingerprint(spec: MaterialSpec): string {
  const text = JSON.stringify(spec);
  return `${seedOf(text).toString(36)}${seedOf(`${text}#`).toString(36)}`;
}
