import { Suspense } from 'react';
import { ReservedSize } from '../widgets/reserved-size/reserved-size.tsx';
import { LoginScreen, RegisterScreen } from './auth-screens.ts';
import { ScreenFallback } from './screen-fallback.tsx';

export interface LoginElementProps {
  /** The `redirect` attribute: where to go after signing in (a platform route such as `/checkout`). */
  redirect?: string;
}

/** What `<showroom-login redirect="...">` renders. */
export function LoginElement({ redirect }: LoginElementProps) {
  return (
    <ReservedSize element="login">
      <Suspense fallback={<ScreenFallback />}>
        <LoginScreen redirect={redirect || undefined} />
      </Suspense>
    </ReservedSize>
  );
}

/** What `<showroom-register>` renders. */
export function RegisterElement() {
  return (
    <ReservedSize element="register">
      <Suspense fallback={<ScreenFallback />}>
        <RegisterScreen />
      </Suspense>
    </ReservedSize>
  );
}
