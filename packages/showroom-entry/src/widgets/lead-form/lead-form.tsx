import { LEAD_MESSAGES, leadFieldsSchema } from '@showroom/contract/lead';
import { notify } from '@showroom/core';
import { Button, StyleSheet, useShowroomSelection } from '@showroom/ui';
import { PhoneField, TextField, useSchemaForm } from '@showroom/ui/form';
import css from './lead-form.css?inline';
import { type LeadValues, submitLead } from './submit-lead.ts';

export interface LeadFormProps {
  /** The showroom the lead is for (Showroom ID or the pro's id); default: the selected showroom. */
  showroomId?: string | undefined;
  /** Called after the server accepted the lead (the form is already cleared). */
  onSubmitted?: () => void;
}

const EMPTY: LeadValues = { full_name: '', email: '', phone_number: '' };

/**
 * The lead form of spec §5/§7: full name, email and phone, checked with the contract's schema
 * first (invalid fields marked, focus on the first); the 422 messages of its own call show under
 * the fields. Success clears the form and shows the server's message as a success toast; any
 * other failure only hides the loader (the API client has shown its toast).
 */
export function LeadForm({ showroomId, onSubmitted }: LeadFormProps) {
  const selection = useShowroomSelection();
  const form = useSchemaForm(leadFieldsSchema, EMPTY);

  const onSubmit = form.submit(async (values) => {
    const body = await submitLead(values, showroomId || selection?.showroom);
    form.reset(EMPTY);
    notify.success(body.message || LEAD_MESSAGES.success);
    onSubmitted?.();
  });

  return (
    <form ref={form.formRef} className="sr-lead" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <StyleSheet name="sr-lead-form" css={css} />
      <TextField label="Full name" autoComplete="name" {...form.text('full_name')} required />
      <TextField label="Email" type="email" autoComplete="email" {...form.text('email')} required />
      <PhoneField label="Phone number" {...form.text('phone_number')} required />
      <Button type="submit" className="sr-lead__submit" busy={form.busy}>
        Get my offer
      </Button>
    </form>
  );
}
