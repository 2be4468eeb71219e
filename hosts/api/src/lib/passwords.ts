import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum recommendation (m = 19 MiB, t = 2, p = 1). One verification takes about
 * 10 ms on one core here, which keeps sign-in p99 far below its 150 ms budget at 20 sign-ins/s on
 * two cores (bench/login-load.ts). The algorithm is left to the default (argon2id) because the library's
 * `Algorithm` is an ambient const enum, which isolated-module builds cannot reference; a test pins the
 * `$argon2id$` prefix.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/** Checks a password against a stored hash, or against nothing (null: no such account). */
export type PasswordCheck = (passwordHash: string | null, password: string) => Promise<boolean>;

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the account's hash, or, when there is no account, against a hash of a random
 * password made with the same parameters, so an unknown e-mail costs the same time as a wrong password
 * and the answer's timing does not tell whether an account exists.
 */
export async function verifyPasswordOrDummy(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A password nobody knows, for accounts created by social sign-in (they may set one by reset). */
export function unusablePassword(): string {
  return randomBytes(32).toString('base64url');
}
