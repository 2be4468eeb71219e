/**
 * The remote's screens, one lazy chunk each, so a visitor's first screen (the sign-in) loads only its own
 * code (issue #26's Lighthouse budget for the design-ai pages). The shell's route screen and
 * `<showroom-design-ai>` both render them.
 */
import { lazy } from 'react';

export const DesignHome = lazy(() =>
  import('../widgets/home/design-home.tsx').then((module) => ({ default: module.DesignHome })),
);
export const AiSignInScreen = lazy(() =>
  import('../widgets/sign-in/ai-sign-in-screen.tsx').then((module) => ({ default: module.AiSignInScreen })),
);
export const AiSignUpScreen = lazy(() =>
  import('../widgets/sign-in/ai-sign-up-screen.tsx').then((module) => ({ default: module.AiSignUpScreen })),
);
export const WelcomeScreen = lazy(() =>
  import('../widgets/welcome/welcome-screen.tsx').then((module) => ({ default: module.WelcomeScreen })),
);
export const BuyCreditsDialog = lazy(() =>
  import('../widgets/buy-credits/buy-credits-dialog.tsx').then((module) => ({
    default: module.BuyCreditsDialog,
  })),
);
