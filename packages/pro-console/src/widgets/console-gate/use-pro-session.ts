import { PRO_TYPES } from '@showroom/contract/pro';
import { useSession } from '@showroom/ui';

/** Whether a pro (Contractor or Designer) is signed in on this page. */
export function useIsPro(): boolean {
  const { isLoggedIn, user } = useSession();
  return isLoggedIn && (PRO_TYPES as readonly string[]).includes(user?.type ?? '');
}
