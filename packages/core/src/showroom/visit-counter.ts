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

/**
 * Runs `send` once the next frame is painted. The count is no part of what the visitor sees, and it was asked
 * in the task that selects the showroom, before the store's band (its largest paint) was painted: a request
 * the page starts before that paint lengthens it in Lighthouse's simulation (store LCP medians 2.95 → 2.57 s
 * with the count after it, decision 0127), and on a phone it competes with the menu and its pictures.
 */
function afterNextPaint(send: () => void): void {
  requestAnimationFrame(() => setTimeout(send, 0));
}

function report(surface: VisitSurface, showroom: number | undefined): void {
  if (!showroom || !firstInThisTab(`${surface}:${showroom}`)) return;
  afterNextPaint(() => {
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

/** Stops following the selection, as a new page would not have started yet (tests share one page, decision 0122). */
export function stopCountingVisits(): void {
  stopCounting?.();
  stopCounting = null;
}
