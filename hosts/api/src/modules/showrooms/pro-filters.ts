import { PROCEEDING_STATUSES } from '@showroom/contract';
import { and, inArray } from 'drizzle-orm';
import { users } from '../identity/users-schema.ts';

/** Only contractors and designers run showrooms. */
export const PRO_TYPES = ['Contractor', 'Designer'] as const;

/** A showroom is public only while its pro may work: Active or Approve (spec §3/§4). */
export const activeProCondition = () =>
  and(inArray(users.type, [...PRO_TYPES]), inArray(users.status, [...PROCEEDING_STATUSES]))!;
