import { PRO_APPROVAL_WINDOW_HOURS } from '@showroom/contract/admin';

const HOUR_MS = 3_600_000;

/** How long an application has waited, as the approvals list shows it, and whether it is past the 24 hours. */
export function approvalAge(
  appliedAt: string,
  now: number = Date.now(),
): { label: string; overdue: boolean } {
  const hours = Math.max(0, Math.floor((now - Date.parse(appliedAt)) / HOUR_MS));
  const label =
    hours < 1
      ? 'less than an hour'
      : hours < 48
        ? `${hours} ${hours === 1 ? 'hour' : 'hours'}`
        : `${Math.floor(hours / 24)} days`;
  return { label, overdue: hours >= PRO_APPROVAL_WINDOW_HOURS };
}
