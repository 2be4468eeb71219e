/**
 * Business days for the pros' balances (spec help text: a pending balance becomes available 46
 * business days after approval). Counted on UTC calendar days, so every API process and every
 * client agrees whatever its time zone; Saturdays and Sundays are skipped. Public holidays are not
 * skipped (decision 0090): the spec names none, and a holiday list is a per-country decision.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * `days` business days after `from`, at the same time of day: each weekday after `from` counts one,
 * weekends none, so Friday + 1 and Saturday + 1 business day are both the Monday.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}
