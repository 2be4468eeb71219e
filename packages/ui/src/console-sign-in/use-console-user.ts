import { useSession } from '../bindings/use-session.ts';

/** Whether someone of one of a console's `types` is signed in on this page. */
export function useIsConsoleUser(types: readonly string[]): boolean {
  const { isLoggedIn, user } = useSession();
  return isLoggedIn && types.includes(user?.type ?? '');
}
