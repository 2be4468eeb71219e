import { ROUTE_PATHS } from '@showroom/contract';
import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { type ReactNode, Suspense } from 'react';
import { AiSignInScreen, AiSignUpScreen, DesignHome, WelcomeScreen } from '../../lazy/design-ai-screens.tsx';
import { DesignAiFrame } from '../frame/design-ai-frame.tsx';
import { AiGate } from '../gate/ai-gate.tsx';
import { pathnameOf, useAiPage } from '../navigation/ai-page.ts';

/** A screen's chunk loading behind a quiet status, so the page keeps its place. */
function Chunk({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="sr-ai__muted">
          {T.loading}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** The screen of the page shown: sign-in, sign-up, welcome, or the home behind the AI sign-in. */
function Screen() {
  const { path } = useAiPage();
  switch (pathnameOf(path)) {
    case ROUTE_PATHS.designAiLogin:
      return <AiSignInScreen />;
    case ROUTE_PATHS.designAiSignUp:
      return <AiSignUpScreen />;
    case ROUTE_PATHS.designAiWelcome:
      return <WelcomeScreen />;
    default:
      return (
        <AiGate>
          <DesignHome />
        </AiGate>
      );
  }
}

/** AI design's page in its frame: the header with the credit balance, then the screen. */
export function DesignAiView() {
  return (
    <DesignAiFrame>
      <Chunk>
        <Screen />
      </Chunk>
    </DesignAiFrame>
  );
}
