import { VISITS_COUNTED_KEY, type VisitSurface, visitResponseSchema } from '@showroom/contract';
import { api } from '../api/api-client.ts';
import { showroomSelection } from './showroom-selection.ts';

/** Reads and adds to the tab's list of counted visits; false when storage is blocked (then nothing is sent). */
function firstInThisTab(entry: string): boolean {
  try {
    const counted: unknown = JSON.parse(sessionStorage.getItem(VISITS_COUNTED_KEY) ?? '[]');
    const list = Array.isArray(counted) ? counted : [];
    if (list.includes(entry)) return false;
    sessionStorage.setItem(VISITS_COUNTED_KEY, JSON.stringify([...list, entry]));
    return true;
  } catch {
    // Without storage every page would count again; counting nothing is the honest choice.
    return false;
  }
}

/** How long after the page's load a visit is counted; a visitor gone sooner is not counted. */
const SETTLE_MS = 2_000;
/** The longest a count then waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/** The counts still waiting for the page to settle: `stopCountingVisits` drops them. */
const pending = new Set<() => void>();

/**
 * Runs `send` two seconds after the page's load, when idle. The count is no part of what the visitor sees,
 * and a request the page starts before its largest paint lengthens that paint in Lighthouse's simulation
 * and, on a phone, holds one of the six connections the widgets' code and data travel on. Decision 0127
 * moved it after the next paint, 0128 here: a pro's page has loaded before the widgets' chunks arrive.
 */
function whenPageSettled(send: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancel = () => {
    pending.delete(cancel);
    removeEventListener('load', later);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
  const run = () => {
    pending.delete(cancel);
    send();
  };
  const later = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      else run();
    }, SETTLE_MS);
  };
  pending.add(cancel);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

function report(surface: VisitSurface, showroom: number | undefined): void {
  if (!showroom || !firstInThisTab(`${surface}:${showroom}`)) return;
  whenPageSettled(() => {
    api
      .post('visits', { schema: visitResponseSchema, body: { showroom, surface }, silent: true })
      .catch(() => {
        // A lost count is not the visitor's problem.
      });
  });
}

let stopCounting: (() => void) | null = null;

/**
 * Counts this page session's visit to the selected showroom for the pro's console (decision 0088), once
 * per tab, surface and showroom (sessionStorage), now and whenever another showroom is chosen. Called
 * by the shell's start (`shell`) and by every embedded remote (`embed`): only the first call of a page counts.
 */
export function countShowroomVisits(surface: VisitSurface): void {
  if (stopCounting) return;
  stopCounting = showroomSelection.store.subscribe((state) => report(surface, state.item?.showroom));
  report(surface, showroomSelection.current()?.showroom);
}

/**
 * Stops following the selection and drops the counts still waiting, as a new page would not have started yet
 * (tests share one page, decision 0122).
 */
export function stopCountingVisits(): void {
  stopCounting?.();
  stopCounting = null;
  for (const cancel of [...pending]) cancel();
}
