import { designAiLoginPath } from '@showroom/contract';
import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { aiUser } from '@showroom/core/design-ai';
import { Button } from '@showroom/ui';
import { type ReactNode, useEffect } from 'react';
import { useStore } from 'zustand';
import { useAiPage } from '../navigation/ai-page.ts';

/**
 * AI design's pages behind its own sign-in: a visitor without an AI session goes to its sign-in with the
 * page to come back to (`/design-ai/login?redirect_to=…`); the platform's session plays no part.
 */
export function AiGate({ children }: { children: ReactNode }) {
  const { status } = useStore(aiUser.store);
  const page = useAiPage();
  useEffect(() => {
    if (status === 'signed-out') page.go(designAiLoginPath(page.path));
  }, [status, page]);
  if (status === 'signed-in') return children;
  if (status === 'error')
    return (
      <p role="alert" className="sr-ai__error">
        {T.loadFailed} <Button onClick={() => void aiUser.reload()}>{T.tryAgain}</Button>
      </p>
    );
  return (
    <p role="status" className="sr-ai__muted">
      {T.loading}
    </p>
  );
}
