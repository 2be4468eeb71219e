import { ROUTE_PATHS } from '@showroom/contract';
import { Button, ShellLink, useSession } from '@showroom/ui';
import { FormCard } from '@showroom/ui/form';
import { useState } from 'react';

/**
 * What Login and Register show a signed-in visitor inside an embed, where sending them away from
 * the pro's page would be rude: who is signed in, My Account, and Log Out.
 */
export function SignedInNotice() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  async function onLogOut() {
    setBusy(true);
    // Loaded on the press: the account calls are not in the sign-in and registration screens' first code.
    const { signOut } = await import('@showroom/core/account');
    await signOut();
    setBusy(false);
  }
  return (
    <FormCard
      title="You are signed in"
      lead={user ? <>Signed in as {user.email}.</> : undefined}
      footer={<ShellLink to={ROUTE_PATHS.home}>Continue Shopping</ShellLink>}
    >
      <div className="sr-form-card__actions">
        <ShellLink to={ROUTE_PATHS.account} className="sr-form-card__link">
          My Account
        </ShellLink>
        <Button variant="secondary" busy={busy} onClick={onLogOut}>
          Log Out
        </Button>
      </div>
    </FormCard>
  );
}
