import { MESSAGES, messageEnvelopeSchema } from '@showroom/contract';
import { leadFieldsSchema } from '@showroom/contract/lead';
import { api, configureApi, notify } from '@showroom/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';
import { useSchemaForm } from './use-schema-form.ts';

/** A lead-like form of the kit, sending its values to `POST /api/leads`. */
function LeadLikeForm() {
  const form = useSchemaForm(leadFieldsSchema, { full_name: '', email: '', phone_number: '' });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit((values) => api.post('leads', { schema: messageEnvelopeSchema, body: values }))}
      noValidate
    >
      <TextField label="Full name" {...form.text('full_name')} />
      <TextField label="Email" {...form.text('email')} />
      <TextField label="Phone number" {...form.text('phone_number')} />
      <button type="submit">Send</button>
    </form>
  );
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
      ),
    ),
  );
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const described = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

describe('useSchemaForm', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'https://platform.test/api/' });
    notify.store.setState({ toasts: [] });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the schema's first message under each invalid field and focuses the first", async () => {
    render(<LeadLikeForm />);
    fill({ Email: 'not-an-email' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(described('Full name')).toBeTruthy();
    expect(described('Email')).toBeTruthy();
  });

  it('drops a message when its field is edited', async () => {
    render(<LeadLikeForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(described('Full name')).toBeTruthy());
    fill({ 'Full name': 'Jane Roe' });
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows a 422 of the form's own call under its field", async () => {
    answer(422, { message: MESSAGES.invalidGiven, errors: { email: ['The email has already been taken.'] } });
    render(<LeadLikeForm />);
    fill({ 'Full name': 'Jane Roe', Email: 'jane@example.com', 'Phone number': '5550109999' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(described('Email')).toBe('The email has already been taken.'));
    // Focus moves in an effect after the message renders, so a loaded machine may need another tick.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves a 429 to the shared handling: a toast saying how long to wait', async () => {
    answer(429, { message: MESSAGES.tooManyRequests }, { 'Retry-After': '30' });
    render(<LeadLikeForm />);
    fill({ 'Full name': 'Jane Roe', Email: 'jane@example.com', 'Phone number': '5550109999' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(notify.store.getState().toasts.map(({ type, message }) => ({ type, message }))).toEqual([
        { type: 'error', message: 'Too many requests. Please wait 30 seconds and try again.' },
      ]),
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });
});
