import { DEFAULT_TIME_ZONE } from '@showroom/contract';

/*
 * Intl already knows the time-zone rules (including daylight saving), and the only format the
 * spec asks for is MM.DD.YYYY, so a date library would add weight without adding anything.
 */
/** Made on first use: a formatter with a time zone loads that zone's rules (issue #11, decision 0007). */
let parts: Intl.DateTimeFormat | undefined;

/**
 * A date as MM.DD.YYYY in the spec's time zone (America/Los_Angeles), so every visitor sees
 * the same calendar day. Unparseable input gives an empty string rather than "NaN.NaN.NaN".
 */
export function formatDate(date: Date | string | number): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const byType = Object.fromEntries(parts.formatToParts(value).map((part) => [part.type, part.value]));
  return `${byType.month}.${byType.day}.${byType.year}`;
}
