/**
 * Whether an addon or subscription status counts as active. The shop profile carries the
 * server's status word; stored selections carry the spec's 1 / 'true' flag, so both forms pass.
 */
export function isSubscriptionActive(status: string | null | undefined): boolean {
  if (!status) return false;
  return ['active', 'true', '1'].includes(status.trim().toLowerCase());
}
