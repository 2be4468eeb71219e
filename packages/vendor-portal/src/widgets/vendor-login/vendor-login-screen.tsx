import { ROUTE_PATHS, VENDOR_TYPES } from '@showroom/contract';
import { ShellLink } from '@showroom/ui';
import { ConsoleSignInForm } from '@showroom/ui/console-sign-in';

export interface VendorLoginScreenProps {
  /** Shown in place of a portal screen: stay on its address once signed in. */
  stay?: boolean;
}

/**
 * `/vendor/login` (decision 0068): the portal's own sign-in, since the showroom's refuses every type but
 * User (spec §6). Vendors only; a pending account is told it waits for approval.
 */
export function VendorLoginScreen({ stay = false }: VendorLoginScreenProps) {
  return (
    <ConsoleSignInForm
      types={VENDOR_TYPES}
      home={ROUTE_PATHS.vendorPortal}
      stay={stay}
      title="Sign in to your vendor portal"
      lead="For vendors who sell through the showrooms. A pro’s invitation opens your account."
      footer={<ShellLink to={ROUTE_PATHS.resetPassword}>Forgot your password?</ShellLink>}
    />
  );
}
