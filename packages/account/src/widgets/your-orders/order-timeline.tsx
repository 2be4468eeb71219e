import { homeownerStatusWords, type OrderTimelineEntry } from '@showroom/contract/orders';
import { formatDate } from '@showroom/core/format';

/** Newest first: the line a homeowner looks for (what happened last) is at the top. */
export function newestFirst(entries: readonly OrderTimelineEntry[]): OrderTimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(b.entry.changed_at) - Date.parse(a.entry.changed_at) || b.index - a.index)
    .map(({ entry }) => entry);
}

/** One timeline across vendors: every item's status changes with their dates, in one list. */
export function OrderTimeline({
  entries,
  labelledBy,
}: {
  entries: readonly OrderTimelineEntry[];
  labelledBy: string;
}) {
  return (
    <ol className="sr-timeline" aria-labelledby={labelledBy}>
      {newestFirst(entries).map((entry) => (
        <li key={`${entry.order_item_id}:${entry.status}:${entry.changed_at}`} className="sr-timeline__entry">
          <time className="sr-timeline__date" dateTime={entry.changed_at}>
            {formatDate(entry.changed_at)}
          </time>
          <span className="sr-timeline__status">{homeownerStatusWords(entry.status)}</span>
          <span className="sr-timeline__item">
            {entry.product_name} · {entry.vendor}
          </span>
        </li>
      ))}
    </ol>
  );
}
