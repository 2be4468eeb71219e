import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { STYLE_SURVEY, type StyleProfile } from '@showroom/contract/projects';
import { useId } from 'react';
import { OWN_PROFILE } from './design-values.ts';

export interface StyleFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The homeowner's style profile (signed in to their shopping account and surveyed), else null. */
  profile: StyleProfile | null;
  disabled?: boolean;
}

/**
 * The style the designs lean to: the homeowner's own style profile when they have one, else a short pick
 * of the style survey's rooms (or no preference), as native radios.
 */
export function StyleField({ value, onChange, profile, disabled = false }: StyleFieldProps) {
  const name = useId();
  const options = [
    ...(profile ? [{ key: OWN_PROFILE, label: `${T.yourStyle}: ${profile.tags.join(', ')}` }] : []),
    ...STYLE_SURVEY.room.choices.map((choice) => ({ key: choice.key, label: choice.label })),
    { key: '', label: T.noStyle },
  ];
  return (
    <fieldset className="sr-ai-form__styles" disabled={disabled}>
      <legend className="sr-ai-form__label">{T.style}</legend>
      {profile && <p className="sr-ai__muted">{T.styleFromSurvey}</p>}
      {options.map((option) => (
        <label key={option.key} className="sr-ai-form__style">
          <input
            type="radio"
            name={name}
            value={option.key}
            checked={value === option.key}
            onChange={() => onChange(option.key)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
