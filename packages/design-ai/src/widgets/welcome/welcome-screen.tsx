import { designAiLoginPath, ROUTE_PATHS } from '@showroom/contract';
import {
  AI_DESIGN_MESSAGES,
  AI_VERIFY_QUERY_PARAM,
  AI_SCREEN_TEXTS as T,
} from '@showroom/contract/design-ai';
import { ApiError } from '@showroom/core';
import { aiUser, verifyAiEmail } from '@showroom/core/design-ai';
import { StyleSheet } from '@showroom/ui';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { AiLink } from '../navigation/ai-link.tsx';
import { queryOf, useAiPage } from '../navigation/ai-page.ts';
import { ResendVerification } from './resend-verification.tsx';
import css from './welcome.css?inline';

type Check = { status: 'none' } | { status: 'checking' } | { status: 'done'; message: string; ok: boolean };

/** The words of a refused verify link: the server's, else the contract's. */
function refusal(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | null) : null;
  return typeof body?.message === 'string' && body.message
    ? body.message
    : AI_DESIGN_MESSAGES.verifyLinkInvalid;
}

/**
 * `/design-ai/welcome`: where the verification mail leads (`?verify=<token>`). It checks the link, greets
 * the AI user with their starter credits and offers their first design; signed out, the way to sign in.
 */
export function WelcomeScreen() {
  const token = queryOf(useAiPage().path).get(AI_VERIFY_QUERY_PARAM);
  const { status, user } = useStore(aiUser.store);
  const [check, setCheck] = useState<Check>(token ? { status: 'checking' } : { status: 'none' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyAiEmail(token).then(
      (message) => current && setCheck({ status: 'done', message, ok: true }),
      (error: unknown) => current && setCheck({ status: 'done', message: refusal(error), ok: false }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <section className="sr-ai-welcome" aria-labelledby="sr-ai-welcome-title">
      <StyleSheet name="sr-ai-welcome" css={css} />
      <h1 id="sr-ai-welcome-title">{user ? T.welcomeTitle(user.name) : T.welcomeAnonymous}</h1>
      {check.status === 'checking' && <p role="status">{T.verifying}</p>}
      {check.status === 'done' && (
        <p role={check.ok ? 'status' : 'alert'} className={check.ok ? 'sr-ai-welcome__ok' : 'sr-ai__error'}>
          {check.message}
        </p>
      )}
      {check.status === 'done' && !check.ok && user && !user.email_verified && <ResendVerification />}
      {user ? (
        <>
          <p className="sr-ai-welcome__credits">{T.welcomeCredits(user.credits)}</p>
          <p>{AI_DESIGN_MESSAGES.welcomeText}</p>
          <AiLink to={ROUTE_PATHS.designAi} className="sr-ai-welcome__start">
            {T.startFirst}
          </AiLink>
        </>
      ) : (
        status !== 'loading' && (
          <>
            <p>{AI_DESIGN_MESSAGES.welcomeText}</p>
            <AiLink to={designAiLoginPath(ROUTE_PATHS.designAiWelcome)} className="sr-ai-welcome__start">
              {T.welcomeSignIn}
            </AiLink>
          </>
        )
      )}
    </section>
  );
}
