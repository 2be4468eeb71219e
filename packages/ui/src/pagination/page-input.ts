import { digitsOnly } from '../form/input-rules.ts';

/**
 * What the "go to page" box keeps of typed text (spec §5: pagination page inputs allow digits
 * only; §4: the page input is capped at last_page). Empty stays empty so the box can be cleared.
 */
export function pageInputValue(raw: string, lastPage: number): string {
  const digits = digitsOnly(raw).replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return Number(digits) > lastPage ? String(lastPage) : digits;
}

/** The page a submitted box asks for, or null when there is nothing to go to. */
export function requestedPage(value: string, lastPage: number): number | null {
  if (value === '') return null;
  return Math.min(Math.max(Number(value), 1), Math.max(lastPage, 1));
}
