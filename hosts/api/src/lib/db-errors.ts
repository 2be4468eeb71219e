/**
 * Whether a database error (possibly wrapped by Drizzle as `cause`) carries SQLSTATE `state`, e.g. a
 * trigger's own `raise exception using errcode = …` (migration 0018's coupon limits).
 */
export function hasSqlState(error: unknown, state: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === state) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), e.g. two registrations
 * with one e-mail racing past the "already taken" check.
 */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');
