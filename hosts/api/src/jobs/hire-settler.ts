import type { DesignerHiresService } from '../modules/designer-hires/index.ts';
import { MINUTE_MS } from '../providers/clock/clock.ts';

/** How often the running server looks for hires a crash left pending. */
export const HIRE_SETTLE_INTERVAL_MS = 5 * MINUTE_MS;

/**
 * Finishes or drops abandoned designer hires now and every HIRE_SETTLE_INTERVAL_MS until the returned
 * stop is called (the work and its row locks, safe with several API processes, are the designer-hires
 * module's `settleAbandoned`); failures are logged.
 */
export function startHireSettler(
  { designerHires }: { designerHires: DesignerHiresService },
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): () => void {
  const settle = () =>
    designerHires.settleAbandoned().then(
      (counts) => {
        if (Object.values(counts).some((count) => count > 0)) log.info(counts, 'abandoned hires settled');
      },
      (error: unknown) => log.error({ err: error }, 'settling abandoned hires failed'),
    );
  void settle();
  const timer = setInterval(settle, HIRE_SETTLE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
