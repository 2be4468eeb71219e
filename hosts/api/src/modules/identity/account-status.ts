import { DEACTIVATED_STATUS, PROCEEDING_STATUSES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';

/** Active and Approve accounts may use the app (spec §4 Sign-in outcome). */
export function isProceedingStatus(status: string): boolean {
  return (PROCEEDING_STATUSES as readonly string[]).includes(status);
}

/** The spec's toast for an account that may not proceed: deactivated, or anything else = pending. */
export function blockedStatusMessage(status: string): string {
  return status === DEACTIVATED_STATUS
    ? ACCOUNT_MESSAGES.accountDeactivated
    : ACCOUNT_MESSAGES.accountPending;
}
