/**
 * The PostgreSQL tier of `npm test`: the server tests and the journeys tagged `@postgres`, run against a
 * PostgreSQL server (each test file and the journeys' API make and drop their own database on it).
 */

/** Tag of the journeys that also run on PostgreSQL (Playwright `{ tag }`). */
export const POSTGRES_JOURNEY_TAG = '@postgres';

export type PostgresTier =
  | { run: true; serverUrl: string }
  | { run: false; reason: string; required: boolean };

/**
 * The server to use: TEST_DATABASE_URL (what .ci/run exports), else DATABASE_URL. Without one the tier
 * is skipped, except on a CI runner (`CI` set), where a missing server is a failure, not a quiet pass.
 */
export function postgresTier(env: NodeJS.ProcessEnv = process.env): PostgresTier {
  const serverUrl = env.TEST_DATABASE_URL || env.DATABASE_URL;
  if (serverUrl) return { run: true, serverUrl };
  return {
    run: false,
    required: Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0',
    reason:
      'no PostgreSQL server: set TEST_DATABASE_URL=postgres://user:password@host:port/postgres ' +
      '(a role that may create databases), or run .ci/run, which starts a throw-away cluster. See README "Test on PostgreSQL".',
  };
}
