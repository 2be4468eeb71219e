import type { UserType } from '@showroom/contract';
import { loginPath } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES } from '@showroom/contract/projects';
import { currentPath } from '@showroom/core';
import { ShellLink, StyleSheet, useIsLoggedIn, useSession } from '@showroom/ui';
import type { ReactNode } from 'react';
import css from './projects-gate.css?inline';

/** The account type that owns projects (spec §6: a User owns projects). */
const HOMEOWNER_TYPE: UserType = 'User';

/**
 * A homeowner's screens: signed out, a sign-in link that comes back to the same address (it works in
 * the shell and in a pro's page alike); another account type, a plain sentence instead of refused calls.
 * `anyAccount`: a project's page, which its pro and hired designers open too (the server decides).
 */
export function ProjectsGate({
  children,
  anyAccount = false,
}: {
  children: ReactNode;
  anyAccount?: boolean;
}) {
  const signedIn = useIsLoggedIn();
  const type = useSession().user?.type;
  if (signedIn && (anyAccount || type === undefined || type === HOMEOWNER_TYPE)) return children;
  return (
    <section className="sr-projects-gate">
      <StyleSheet name="sr-projects-gate" css={css} />
      <h1 className="sr-projects-gate__title">{PROJECT_PAGE_MESSAGES.signInTitle}</h1>
      {signedIn ? (
        <p>{PROJECT_PAGE_MESSAGES.homeownersOnly}</p>
      ) : (
        <>
          <p>{PROJECT_PAGE_MESSAGES.signInText}</p>
          <ShellLink to={loginPath(currentPath())} className="sr-projects-gate__link">
            {PROJECT_PAGE_MESSAGES.signInLink}
          </ShellLink>
        </>
      )}
    </section>
  );
}
