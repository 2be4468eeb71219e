/** How long product views are added up before they are written. */
export const VIEW_COUNT_BATCH_MS = 2_000;

export interface BatchedViewCounts {
  /** One view of a product in `showroomId`'s showroom; written with the others of the batch. */
  add(showroomId: number): void;
}

/**
 * Product views arrive with every product page, a hot and cached read (issue #11): a write per view
 * would put a database round trip and one contended counter row behind each of them. Views are added
 * up in this process and written once a batch, one upsert per showroom. A process that stops loses at
 * most one batch of views, which a pro's weekly figure does not notice; nothing else is kept here.
 */
export function createBatchedViewCounts(
  write: (showroomId: number, amount: number) => Promise<void>,
  onError: (error: unknown) => void,
): BatchedViewCounts {
  let pending = new Map<number, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    const batch = pending;
    pending = new Map();
    timer = null;
    for (const [showroomId, amount] of batch) write(showroomId, amount).catch(onError);
  };
  return {
    add(showroomId) {
      pending.set(showroomId, (pending.get(showroomId) ?? 0) + 1);
      // Only while views wait: an idle process keeps no timer, and none holds the process open.
      timer ??= setTimeout(flush, VIEW_COUNT_BATCH_MS);
      timer.unref?.();
    },
  };
}
