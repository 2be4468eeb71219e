import {
  AI_CREDITS,
  AI_ROOM_TYPE_LABELS,
  AI_ROOM_TYPES,
  type AiDesignResult,
  type AiPhoto,
  aiDesignRequestSchema,
  notEnoughCreditsMessage,
  AI_SCREEN_TEXTS as T,
} from '@showroom/contract/design-ai';
import type { StyleProfile } from '@showroom/contract/projects';
import { notify } from '@showroom/core';
import { aiUser } from '@showroom/core/design-ai';
import { Button, StyleSheet, useShowroomSelection } from '@showroom/ui';
import { DecimalField, fieldMessagesOf, SelectField, useSchemaForm } from '@showroom/ui/form';
import { useRef, useState } from 'react';
import { useOpenBuyCredits } from '../frame/buy-credits-context.ts';
import type { PhotoMark } from '../photo-marks/photo-mark.ts';
import { PhotoMarksField } from '../photo-marks/photo-marks-field.tsx';
import { attemptFor, type DesignAttempt, sendDesignAttempt } from './design-attempt.ts';
import css from './design-form.css?inline';
import { type DesignValues, designRequestOf, INITIAL_DESIGN_VALUES, OWN_PROFILE } from './design-values.ts';
import { RoomPhotoField } from './room-photo-field.tsx';
import { StyleField } from './style-field.tsx';

export interface DesignFormProps {
  credits: number;
  /** The homeowner's style profile, when signed in to the shop and surveyed. */
  profile: StyleProfile | null;
  onDesigned: (result: AiDesignResult) => void;
  /** The chosen room photo was deleted on the server. */
  onPhotoRemoved?: (photoId: number) => void;
}

const ROOM_OPTIONS = AI_ROOM_TYPES.map((type) => ({ value: type, label: AI_ROOM_TYPE_LABELS[type] }));

/**
 * "Start a design": the room's photo, type, size, budget and style, then three designs for the design
 * price in credits. One request per attempt key: pressing again after no answer re-sends the same one,
 * so credits are spent once; changed inputs are a new request. Too few credits says so with Buy credits.
 */
export function DesignForm({ credits, profile, onDesigned, onPhotoRemoved }: DesignFormProps) {
  const showroom = useShowroomSelection()?.vsd_id ?? null;
  const openBuyCredits = useOpenBuyCredits();
  const [photo, setPhoto] = useState<AiPhoto | null>(null);
  const [marks, setMarks] = useState<PhotoMark[]>([]);
  const [short, setShort] = useState<string | null>(null);
  const kept = useRef<DesignAttempt | null>(null);
  const initial = { ...INITIAL_DESIGN_VALUES, style: profile ? OWN_PROFILE : '' };
  const requestOf = (values: DesignValues) => designRequestOf(values, { photo, marks, profile, showroom });
  const form = useSchemaForm<DesignValues>(
    (values) => fieldMessagesOf(aiDesignRequestSchema, requestOf(values)),
    initial,
  );
  const tooFew = credits < AI_CREDITS.designPrice;
  /** A decimal box bound to a field (sizes in feet, the budget in dollars). */
  const decimal = (name: 'width_ft' | 'length_ft' | 'budget_cents') => {
    const { onChange: _typed, ...field } = form.text(name);
    return { ...field, onValueChange: (text: string) => form.setValue(name, text) };
  };

  const onSubmit = form.submit(async (values) => {
    setShort(null);
    if (tooFew) {
      setShort(notEnoughCreditsMessage(credits));
      return;
    }
    const attempt = attemptFor(requestOf(values), kept.current);
    const outcome = await sendDesignAttempt(attempt);
    kept.current = outcome.kind === 'unconfirmed' ? attempt : null;
    switch (outcome.kind) {
      case 'designed':
        aiUser.setCredits(outcome.result.request.credits_left);
        if (outcome.message) notify.success(outcome.message);
        onDesigned(outcome.result);
        return;
      case 'not-enough-credits':
        setShort(outcome.message ?? notEnoughCreditsMessage(credits));
        return;
      case 'refused':
      case 'unconfirmed':
        // The form shows a 422's fields; the error catalogue has said the rest.
        throw outcome.error;
    }
  });

  return (
    <section className="sr-ai-form" aria-labelledby="sr-ai-form-title">
      <StyleSheet name="sr-ai-design-form" css={css} />
      <h2 id="sr-ai-form-title">{T.formTitle}</h2>
      <p>{T.costLine(AI_CREDITS.designPrice, credits)}</p>
      <form ref={form.formRef} className="sr-ai-form__form" onSubmit={onSubmit} noValidate>
        <RoomPhotoField
          photo={photo}
          onPhoto={(next) => {
            // Marks belong to the photo they were made on.
            setMarks([]);
            setPhoto(next);
          }}
          {...(onPhotoRemoved && { onRemoved: onPhotoRemoved })}
          disabled={form.busy}
        />
        {photo && (
          <PhotoMarksField
            photo={photo}
            marks={marks}
            onMarks={setMarks}
            errorFor={form.errorFor}
            disabled={form.busy}
          />
        )}
        {form.errorFor('photo') && (
          <p className="sr-ai__error" role="alert">
            {form.errorFor('photo')}
          </p>
        )}
        <div className="sr-ai-form__row">
          <SelectField label={T.roomType} options={ROOM_OPTIONS} {...form.text('room_type')} />
          <DecimalField label={T.widthFt} {...decimal('width_ft')} />
          <DecimalField label={T.lengthFt} {...decimal('length_ft')} />
          <DecimalField label={T.budget} hint={T.budgetHint} {...decimal('budget_cents')} />
        </div>
        <StyleField
          value={form.values.style}
          onChange={(style) => form.setValue('style', style)}
          profile={profile}
          disabled={form.busy}
        />
        {short && (
          <div className="sr-ai-form__short" role="alert">
            <p>{short}</p>
            <Button onClick={openBuyCredits}>{T.buyCredits}</Button>
          </div>
        )}
        <Button type="submit" className="sr-ai-form__submit" busy={form.busy} disabled={form.busy}>
          {T.generate}
        </Button>
        {form.busy && (
          <div className="sr-ai-form__progress" role="status">
            <progress aria-label={T.generating} />
            <span>{T.generating}</span>
          </div>
        )}
      </form>
    </section>
  );
}
