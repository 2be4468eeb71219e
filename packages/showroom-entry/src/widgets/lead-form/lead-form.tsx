import { LEAD_FIELDS, LEAD_MESSAGES, type LeadField, leadFieldsSchema } from '@showroom/contract/lead';
import { notify } from '@showroom/core';
import { Button, StyleSheet, TextField, useShowroomSelection } from '@showroom/ui';
import { type FormEvent, useRef, useState } from 'react';
import css from './lead-form.css?inline';
import { type LeadValues, submitLead } from './submit-lead.ts';

export interface LeadFormProps {
  /** The showroom the lead is for (Showroom ID or the pro's id); default: the selected showroom. */
  showroomId?: string;
  /** Called after the server accepted the lead (the form is already cleared). */
  onSubmitted?: () => void;
}

const EMPTY: LeadValues = { full_name: '', email: '', phone_number: '' };

const FIELD_PROPS: Record<LeadField, { label: string; type: string; autoComplete: string }> = {
  full_name: { label: 'Full name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone_number: { label: 'Phone number', type: 'tel', autoComplete: 'tel' },
};

/**
 * The lead form of spec §5/§7: full name, email and phone, checked with the contract's schema
 * first (invalid fields marked, focus on the first); the server's 422 messages show under the
 * fields. Success clears the form and shows the server's message as a success toast; any other
 * failure only hides the loader (the API client has shown its toast).
 */
export function LeadForm({ showroomId, onSubmitted }: LeadFormProps) {
  const selection = useShowroomSelection();
  const [values, setValues] = useState<LeadValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function focusField(field: LeadField | undefined) {
    const input = field ? formRef.current?.elements.namedItem(field) : null;
    if (input instanceof HTMLElement) input.focus();
  }

  function onChange(field: LeadField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const parsed = leadFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<LeadField, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as LeadField] ??= issue.message;
      setErrors(found);
      focusField(LEAD_FIELDS.find((field) => found[field]));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const body = await submitLead(values, showroomId || selection?.showroom);
      setValues(EMPTY);
      notify.success(body.message || LEAD_MESSAGES.success);
      onSubmitted?.();
    } catch {
      // Spec §7: on failure only the loader hides; field errors arrive through the shared store.
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} className="sr-lead" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <StyleSheet name="sr-lead-form" css={css} />
      {LEAD_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          {...FIELD_PROPS[field]}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={errors[field]}
          showServerError
          required
        />
      ))}
      <Button type="submit" className="sr-lead__submit" busy={sending}>
        Get my offer
      </Button>
    </form>
  );
}
