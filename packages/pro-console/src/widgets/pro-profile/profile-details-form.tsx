import { dollars, toCents } from '@showroom/contract/money';
import {
  DESIGN_STYLE_TAGS,
  DESIGNER_PROFILE_MESSAGES,
  type DesignStyleTag,
  MAX_STYLE_TAGS,
  type ProProfile,
} from '@showroom/contract/pro';
import { apiFieldErrors, notify } from '@showroom/core';
import { Button } from '@showroom/ui';
import { DecimalField, FieldFrame } from '@showroom/ui/form';
import { useId, useState } from 'react';
import { saveProProfile } from '../../api/pro-calls.ts';

const rateText = (cents: number | null) => (cents === null ? '' : dollars(cents).toFixed(2));

/** Rate, styles and introduction; what the pro typed stays after a refusal, with the reason under it. */
export function ProfileDetailsForm({
  profile,
  onSaved,
}: {
  profile: ProProfile;
  onSaved: (p: ProProfile) => void;
}) {
  const [rate, setRate] = useState(rateText(profile.hourly_rate_cents));
  const [styles, setStyles] = useState<readonly DesignStyleTag[]>(() =>
    DESIGN_STYLE_TAGS.filter((tag) => profile.style_tags.includes(tag)),
  );
  const [about, setAbout] = useState(profile.about ?? '');
  const [accepting, setAccepting] = useState(profile.accepting_projects);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const aboutId = useId();
  const toggle = (tag: DesignStyleTag) =>
    setStyles((current) =>
      current.includes(tag) ? current.filter((held) => held !== tag) : [...current, tag],
    );

  async function save() {
    setErrors({});
    setBusy(true);
    try {
      const answer = await saveProProfile({
        hourly_rate_cents: rate === '' ? null : toCents(Number(rate)),
        style_tags: [...styles],
        about: about === '' ? null : about,
        accepting_projects: accepting,
      });
      onSaved(answer.data);
      notify.success(answer.message);
    } catch (failure) {
      const found: Record<string, string> = {};
      for (const [field, list] of Object.entries(apiFieldErrors(failure))) {
        const key = field.split('.')[0] ?? field;
        if (list[0]) found[key] ??= list[0];
      }
      setErrors(found);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="sr-page-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (styles.length > MAX_STYLE_TAGS) setErrors({ style_tags: DESIGNER_PROFILE_MESSAGES.styles });
        else void save();
      }}
    >
      <DecimalField
        label="Hourly rate (US dollars)"
        name="hourly_rate_cents"
        value={rate}
        onValueChange={setRate}
        error={errors.hourly_rate_cents}
      />
      <fieldset className="sr-console__categories">
        <legend>Styles you design in (up to {MAX_STYLE_TAGS})</legend>
        {DESIGN_STYLE_TAGS.map((tag) => (
          <label key={tag} className="sr-console__category">
            <input type="checkbox" checked={styles.includes(tag)} onChange={() => toggle(tag)} />
            {tag}
          </label>
        ))}
      </fieldset>
      {errors.style_tags && (
        <p className="sr-field__error" role="alert">
          {errors.style_tags}
        </p>
      )}
      <FieldFrame inputId={aboutId} label="About you" error={errors.about}>
        <textarea
          id={aboutId}
          className="sr-field__input"
          rows={4}
          maxLength={1000}
          value={about}
          onChange={(event) => setAbout(event.target.value)}
        />
      </FieldFrame>
      <label className="sr-console__category">
        <input type="checkbox" checked={accepting} onChange={(event) => setAccepting(event.target.checked)} />
        {DESIGNER_PROFILE_MESSAGES.acceptingProjects}
      </label>
      <div className="sr-console__row">
        <Button type="submit" busy={busy}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
