import { designAiSignUpPath } from '@showroom/contract';
import { aiLoginRequestSchema, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { notify } from '@showroom/core';
import { aiUser } from '@showroom/core/design-ai';
import { Button, StyleSheet } from '@showroom/ui';
import { FormCard, PasswordField, TextField, useSchemaForm } from '@showroom/ui/form';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { AiLink } from '../navigation/ai-link.tsx';
import { AboutAiDesign } from './about-ai-design.tsx';
import css from './ai-auth.css?inline';
import { useAiReturn } from './use-ai-return.ts';

/**
 * `/design-ai/login`: AI design's own sign-in (spec §7 `POST /api/AI/design` with `action: login`),
 * beside what the feature does. Signed in, it goes back to `?redirect_to=` (AI design's home by default).
 */
export function AiSignInScreen() {
  const { status } = useStore(aiUser.store);
  const back = useAiReturn();
  const form = useSchemaForm(aiLoginRequestSchema, { action: 'login' as const, email: '', password: '' });
  useEffect(() => {
    if (status === 'signed-in') back.goBack();
  }, [status, back.goBack]);

  const onSubmit = form.submit(async ({ email, password }) => {
    const { message } = await aiUser.signIn({ email, password });
    if (message) notify.success(message);
  });

  return (
    <div className="sr-ai-auth">
      <StyleSheet name="sr-ai-auth" css={css} />
      <FormCard
        title={T.signInTitle}
        lead={T.signInLead}
        footer={
          <p>
            {T.noAccount} <AiLink to={designAiSignUpPath(back.redirect)}>{T.createAccount}</AiLink>
          </p>
        }
      >
        <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
          <TextField
            label={T.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.text('email')}
          />
          <PasswordField label={T.password} autoComplete="current-password" {...form.text('password')} />
          <Button type="submit" className="sr-form-card__submit" busy={form.busy} disabled={form.busy}>
            {form.busy ? T.signingIn : T.signIn}
          </Button>
        </form>
      </FormCard>
      <AboutAiDesign />
    </div>
  );
}
