import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new order number, e.g. `SR-7K3M9Q2T`: 40 random bits, so numbers cannot be guessed or counted
 * (they do not reveal how many orders there are). Uniqueness is the database's index; a clash is retried.
 */
export function newOrderNumber(): string {
  // 32 divides 256, so `byte & 31` picks every character equally often.
  return `SR-${[...randomBytes(8)].map((byte) => ALPHABET[byte & 31]).join('')}`;
}
