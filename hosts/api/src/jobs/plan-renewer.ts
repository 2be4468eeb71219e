import type { PlansService } from '../modules/plans/index.ts';
import { MINUTE_MS } from '../providers/clock/clock.ts';

/** How often the running server renews plans: a renewal is due at most this long after its month ends. */
export const RENEW_INTERVAL_MS = 10 * MINUTE_MS;

/**
 * Renews due plans now and every RENEW_INTERVAL_MS until the returned stop is called (the work and its
 * row claims, safe with several API processes, are `renewDuePlans` of the plans module); failures are logged.
 */
export function startPlanRenewer(
  { plans }: { plans: PlansService },
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): () => void {
  const renew = () =>
    plans.renewDue().then(
      (counts) => {
        if (Object.values(counts).some((count) => count > 0)) log.info(counts, 'plans renewed');
      },
      (error: unknown) => log.error({ err: error }, 'plan renewal failed'),
    );
  void renew();
  const timer = setInterval(renew, RENEW_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
