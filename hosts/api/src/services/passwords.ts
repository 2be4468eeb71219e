import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes), the OWASP-recommended baseline.
 * The algorithm is left to the default (argon2id) because the library's `Algorithm` is an ambient
 * const enum, which isolated-module builds cannot reference; a test pins the `$argon2id$` prefix.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
