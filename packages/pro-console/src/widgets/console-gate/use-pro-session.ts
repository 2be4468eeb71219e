import { PRO_TYPES } from '@showroom/contract';
import { useIsConsoleUser } from '@showroom/ui/console-sign-in';

/** Whether a pro (Contractor or Designer) is signed in on this page. */
export function useIsPro(): boolean {
  return useIsConsoleUser(PRO_TYPES);
}
