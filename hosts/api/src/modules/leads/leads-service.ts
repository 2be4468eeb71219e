import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { LeadRequestBody } from './read-lead-request.ts';
import { saveLead } from './save-lead.ts';

/** The footer's "Save up to 30%" leads (spec §5, §7); uploads go to `uploadsDir`, never served. */
export function createLeadsService({
  db,
  clock,
  uploadsDir,
}: {
  db: Database;
  clock: Clock;
  uploadsDir: string;
}) {
  return {
    /** Where uploads are received (temporarily) and stored. */
    uploadsDir,
    save: (body: LeadRequestBody, clientIp: string | null) =>
      saveLead(body, { db, uploadsDir, now: clock.now(), clientIp }),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
