import { ROUTE_PATHS } from '@showroom/contract';
import { navigate } from '@showroom/core';
import { useEffect, useState } from 'react';
import { useAdminAccess } from '../admin-gate/use-admin-access.ts';
import { OtpStep } from './otp-step.tsx';
import { PasswordStep } from './password-step.tsx';

export interface AdminLoginScreenProps {
  /** Shown in place of a console screen: stay on its address once signed in. */
  stay?: boolean;
}

/**
 * `/admin/login` (decisions 0022, 0068): the admins' own sign-in, since the showroom's refuses every type
 * but User (spec §6). Admins only: the password, then the one-time code mailed to them.
 */
export function AdminLoginScreen({ stay = false }: AdminLoginScreenProps) {
  const access = useAdminAccess();
  // The message of the code just mailed, shown above the code's field.
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (access === 'ready' && !stay) navigate(ROUTE_PATHS.adminHome);
  }, [access, stay]);

  if (access === 'signed-out') return <PasswordStep onSent={setSent} />;
  return <OtpStep sent={sent} onSent={setSent} />;
}
