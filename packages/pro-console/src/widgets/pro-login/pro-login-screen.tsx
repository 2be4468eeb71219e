import { PRO_TYPES, ROUTE_PATHS } from '@showroom/contract';
import { ShellLink } from '@showroom/ui';
import { ConsoleSignInForm } from '@showroom/ui/console-sign-in';

export interface ProLoginScreenProps {
  /** Shown in place of a console screen: stay on its address once signed in. */
  stay?: boolean;
}

/**
 * `/pro/login` (decision 0068): the console's own sign-in, since the showroom's refuses every type but
 * User (spec §6). Contractors and Designers only; a pending account is told it waits for approval.
 */
export function ProLoginScreen({ stay = false }: ProLoginScreenProps) {
  return (
    <ConsoleSignInForm
      types={PRO_TYPES}
      home={ROUTE_PATHS.proConsole}
      stay={stay}
      title="Sign in to your console"
      lead="For contractors and designers with a showroom."
      footer={
        <>
          <ShellLink to={ROUTE_PATHS.proSignUp}>Not a pro yet? Sign up</ShellLink>
          <ShellLink to={ROUTE_PATHS.resetPassword}>Forgot your password?</ShellLink>
        </>
      }
    />
  );
}
