import { DEACTIVATED_STATUS, PROCEEDING_STATUSES } from '@showroom/contract';
import { ACCOUNT_MESSAGES, type AuthUser } from '@showroom/contract/sign-in';

/**
 * Why the user may not sign in here, as the error toast to show, or null when they may:
 * status Active/Approve proceeds, Deactive is deactivated, anything else is pending approval;
 * then only type User may use the showroom sign-in page (a console's sign-in names its own `types`).
 */
export function signInRejection(
  user: Pick<AuthUser, 'type' | 'status'>,
  types: readonly string[] = ['User'],
): string | null {
  if (user.status === DEACTIVATED_STATUS) return ACCOUNT_MESSAGES.accountDeactivated;
  if (!(PROCEEDING_STATUSES as readonly string[]).includes(user.status))
    return ACCOUNT_MESSAGES.accountPending;
  if (!types.includes(user.type)) return ACCOUNT_MESSAGES.notAuthorized;
  return null;
}
