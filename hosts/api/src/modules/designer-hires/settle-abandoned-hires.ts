import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { addMs, MINUTE_MS } from '../../providers/clock/clock.ts';
import { designer_hires } from './designer-hires-schema.ts';
import { type HireDeps, hireGatewayKey } from './finish-hire.ts';
import { type HireRow, recordHire } from './record-hire.ts';

/**
 * A hire still pending this long was left by a crash (a hire takes well under a second, and a tab
 * retrying its key does so at once): the job asks the processor what became of it. Long enough that no
 * running hire is caught; the same age as the payment settler's orphan authorizations.
 */
export const ABANDONED_HIRE_MINUTES = 15;
/** How long one process holds the rows it is settling before another may try them. */
const LEASE_MS = 5 * MINUTE_MS;
const BATCH = 50;

export interface HireSettleCounts {
  /** Charged at the processor: captured if need be and recorded as hires. */
  hired: number;
  /** Nothing charged (or the charge released): the pending row dropped, so the designer can be hired again. */
  dropped: number;
  /** Processor or database failures: the row stays pending for the next run after its lease. */
  failed: number;
}

/**
 * Takes up to BATCH abandoned rows for this process: `for update skip locked`, so two API processes
 * never pick the same row at once, and a lease (`leased_until`), so none picks it again while the
 * processor is being asked outside any transaction (as the payment settler and payout runs do). A hire
 * call charging a row holds the same column (`finishHire`'s claim), so the job leaves that row alone.
 */
async function lease(deps: HireDeps): Promise<HireRow[]> {
  const now = deps.clock.now();
  const due = deps.db
    .select({ id: designer_hires.id })
    .from(designer_hires)
    .where(
      and(
        eq(designer_hires.status, 'pending'),
        lt(designer_hires.created_at, addMs(now, -ABANDONED_HIRE_MINUTES * MINUTE_MS)),
        or(isNull(designer_hires.leased_until), lt(designer_hires.leased_until, now)),
      ),
    )
    .orderBy(asc(designer_hires.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return deps.db
    .update(designer_hires)
    .set({ leased_until: addMs(now, LEASE_MS) })
    .where(and(inArray(designer_hires.id, due), eq(designer_hires.status, 'pending')))
    .returning();
}

/**
 * Finishes or drops the hires a crash left pending (decision 0115): the processor is asked for the
 * authorization made under the hire's own key. Authorized or captured → captured and recorded as the
 * request would have (`recordHire`, under the row's lock, once); none, voided or refunded → the pending
 * row deleted, as a declined card leaves nothing. Answers the counts and the rows it hired, for their mails.
 */
export async function settleAbandonedHires(
  deps: HireDeps,
): Promise<{ counts: HireSettleCounts; hiredRows: HireRow[] }> {
  const counts: HireSettleCounts = { hired: 0, dropped: 0, failed: 0 };
  const hiredRows: HireRow[] = [];
  for (const row of await lease(deps)) {
    try {
      const found = await deps.payments.findAuthorization(hireGatewayKey(row));
      if (!found || found.state === 'voided' || found.state === 'refunded') {
        // Only while this run's lease holds: a hire call that claimed the row since may be charging it.
        await deps.db
          .delete(designer_hires)
          .where(
            and(
              eq(designer_hires.id, row.id),
              eq(designer_hires.status, 'pending'),
              eq(designer_hires.leased_until, row.leased_until!),
            ),
          );
        counts.dropped += 1;
        continue;
      }
      if (found.state === 'authorized') await deps.payments.capture(found.authorizationId);
      const charge = { authorizationId: found.authorizationId, ...found.card };
      const outcome = await deps.db.transaction((tx) => recordHire(tx, deps.clock, row, charge));
      counts.hired += 1;
      if (outcome.hired) hiredRows.push(outcome.row);
    } catch {
      // The lease runs out and a later run tries again.
      counts.failed += 1;
    }
  }
  return { counts, hiredRows };
}
