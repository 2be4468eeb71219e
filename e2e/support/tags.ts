import { POSTGRES_JOURNEY_TAG } from '../../scripts/postgres-tier.ts';

/**
 * Details of a journey that also runs in the PostgreSQL tier of `npm test`: sign-in, registration, the
 * cart across a reload, the session hand-off and the catalogue's queries, the paths where the two
 * databases could differ.
 */
export const ON_POSTGRES = { tag: POSTGRES_JOURNEY_TAG };
