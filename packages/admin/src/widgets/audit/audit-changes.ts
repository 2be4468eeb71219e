/**
 * What an entry changed, as lines `field: before → after` for the fields that differ (all of `after`
 * when there was no before, all of `before` when there is no after).
 */
export function auditChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): string[] {
  const shown = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]))
    .map((field) => `${field}: ${shown(before?.[field])} → ${shown(after?.[field])}`);
}
