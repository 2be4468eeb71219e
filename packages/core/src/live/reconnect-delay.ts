import { LIVE_EVENTS } from '@showroom/contract/live';

/**
 * How long to wait before the `failures`-th reconnect in a row (1 = the first): doubling from
 * `LIVE_EVENTS.reconnectMinMs` up to `reconnectMaxMs`, each wait between half and all of that
 * (`random` in [0, 1)), so tabs dropped together by a restart do not all come back at once.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(
    LIVE_EVENTS.reconnectMaxMs,
    LIVE_EVENTS.reconnectMinMs * 2 ** Math.max(0, failures - 1),
  );
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
