import { SOCIAL_PROVIDERS, type SocialProvider } from '@showroom/contract/account';
import { StyleSheet } from '@showroom/ui';
import css from './social-sign-in-buttons.css?inline';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export interface SocialSignInButtonsProps {
  disabled: boolean;
  onSignIn: (provider: SocialProvider) => void;
}

/** "Continue with Google / Facebook": the providers of the contract, with small drawn marks. */
export function SocialSignInButtons({ disabled, onSignIn }: SocialSignInButtonsProps) {
  return (
    <div className="sr-login__social">
      <StyleSheet name="sr-social-sign-in" css={css} />
      {SOCIAL_PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`sr-login__social-button sr-login__social-button--${provider}`}
          disabled={disabled}
          onClick={() => onSignIn(provider)}
        >
          <span className="sr-login__social-mark" aria-hidden="true">
            {provider === 'google' ? 'G' : 'f'}
          </span>
          Continue with {PROVIDER_NAMES[provider]}
        </button>
      ))}
    </div>
  );
}
