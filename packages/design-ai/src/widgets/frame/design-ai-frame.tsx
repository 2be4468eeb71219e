import { ROUTE_PATHS } from '@showroom/contract';
import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { notify } from '@showroom/core';
import { aiUser } from '@showroom/core/design-ai';
import { Button, StyleSheet } from '@showroom/ui';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { BuyCreditsDialog } from '../../lazy/design-ai-screens.tsx';
import { AiLink } from '../navigation/ai-link.tsx';
import { BuyCreditsContext } from './buy-credits-context.ts';
import { CreditsChip } from './credits-chip.tsx';
import css from './design-ai-frame.css?inline';

/**
 * Every AI design page: a header naming the feature with the AI user's credit balance, Buy credits and
 * Sign out (once signed in), then the page. Loads the AI user once (`GET /api/AI/get_user`) and follows
 * the AI token from then on.
 */
export function DesignAiFrame({ children }: { children: ReactNode }) {
  const { user } = useStore(aiUser.store);
  const [buying, setBuying] = useState(false);
  useEffect(() => aiUser.start(), []);

  function signOut() {
    aiUser.signOut();
    notify.success(T.signedOut);
  }

  return (
    <BuyCreditsContext value={() => setBuying(true)}>
      <div className="sr-ai">
        <StyleSheet name="sr-design-ai-frame" css={css} />
        <header className="sr-ai-frame">
          <AiLink to={ROUTE_PATHS.designAi} className="sr-ai-frame__brand">
            {T.brand}
          </AiLink>
          {user && (
            <div className="sr-ai-frame__account">
              <CreditsChip credits={user.credits} />
              <Button variant="secondary" onClick={() => setBuying(true)}>
                {T.buyCredits}
              </Button>
              <span className="sr-ai-frame__name">{user.name}</span>
              <Button variant="secondary" onClick={signOut}>
                {T.signOut}
              </Button>
            </div>
          )}
        </header>
        {children}
        {buying && user && (
          <Suspense fallback={null}>
            <BuyCreditsDialog onClose={() => setBuying(false)} />
          </Suspense>
        )}
      </div>
    </BuyCreditsContext>
  );
}
