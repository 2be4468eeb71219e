import { designAiLoginPath, ROUTE_PATHS } from '@showroom/contract';
import { aiRegisterRequestSchema, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { notify } from '@showroom/core';
import { aiUser } from '@showroom/core/design-ai';
import { Button, StyleSheet } from '@showroom/ui';
import { FormCard, PasswordField, TextField, useSchemaForm } from '@showroom/ui/form';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { AiLink } from '../navigation/ai-link.tsx';
import { useAiPage } from '../navigation/ai-page.ts';
import { AboutAiDesign } from './about-ai-design.tsx';
import css from './ai-auth.css?inline';
import { useAiReturn } from './use-ai-return.ts';

/**
 * `/design-ai/singup` (the spec's spelling): a new AI design account (`POST /api/AI/design` with
 * `action: register`), which gets the starter credits and a verification mail. Signed up, it goes back
 * to `?redirect_to=` (AI design's home by default), which asks for the e-mail check until it is done.
 */
export function AiSignUpScreen() {
  const { status } = useStore(aiUser.store);
  const page = useAiPage();
  const back = useAiReturn();
  const signedUpHere = useRef(false);
  const form = useSchemaForm(aiRegisterRequestSchema, {
    action: 'register' as const,
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
  });
  useEffect(() => {
    // Already signed in: nothing to create; the home says what to do next.
    if (status === 'signed-in' && !signedUpHere.current) page.go(ROUTE_PATHS.designAi);
  }, [status, page]);

  const onSubmit = form.submit(async ({ name, email, password, password_confirmation }) => {
    signedUpHere.current = true;
    try {
      const { message } = await aiUser.signUp({ name, email, password, password_confirmation });
      if (message) notify.success(message);
      back.goBack();
    } catch (error) {
      signedUpHere.current = false;
      throw error;
    }
  });

  return (
    <div className="sr-ai-auth">
      <StyleSheet name="sr-ai-auth" css={css} />
      <FormCard
        title={T.signUpTitle}
        lead={T.signUpLead}
        footer={
          <p>
            {T.haveAccount} <AiLink to={designAiLoginPath(back.redirect)}>{T.signIn}</AiLink>
          </p>
        }
      >
        <form ref={form.formRef} className="sr-form-card__form" onSubmit={onSubmit} noValidate>
          <TextField label={T.name} autoComplete="name" {...form.text('name')} />
          <TextField
            label={T.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.text('email')}
          />
          <PasswordField label={T.password} autoComplete="new-password" {...form.text('password')} />
          <PasswordField
            label={T.passwordConfirmation}
            autoComplete="new-password"
            {...form.text('password_confirmation')}
          />
          <Button type="submit" className="sr-form-card__submit" busy={form.busy} disabled={form.busy}>
            {form.busy ? T.signingUp : T.signUp}
          </Button>
        </form>
      </FormCard>
      <AboutAiDesign />
    </div>
  );
}
