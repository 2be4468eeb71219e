import { MESSAGES } from '@showroom/contract';
import { LEAD_FORM } from '@showroom/contract/lead';
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { configureApi, fieldErrors, notify, showroomSelection } from '@showroom/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyLeadForm } from './lazy-lead-form.tsx';
import { LeadForm } from './lead-form.tsx';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let answer: () => Response;
const sent: FormData[] = [];

beforeEach(() => {
  localStorage.clear();
  showroomSelection.clear();
  sent.length = 0;
  answer = () => json({ success: true, message: 'Thanks, we will call you.' });
  configureApi({ baseUrl: 'http://platform.test/api' });
  vi.stubGlobal('fetch', async (input: Request) => {
    sent.push(await input.formData());
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of notify.store.getState().toasts) notify.dismiss(toast.id);
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const toasts = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));

async function fillIn(user = userEvent.setup()) {
  await user.type(field('Full name'), 'Dana Homeowner');
  await user.type(field('Email'), 'dana@example.com');
  await user.type(field('Phone number'), '555 123 4567');
  return user;
}

describe('LeadForm', () => {
  it('marks every empty field, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await user.click(screen.getByRole('button', { name: 'Get my offer' }));
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The full name field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Full name'));
    expect(sent).toEqual([]);
  });

  it('marks a malformed email only', async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    await user.type(field('Full name'), 'Dana');
    await user.type(field('Email'), 'dana@');
    await user.type(field('Phone number'), '555');
    await user.click(screen.getByRole('button', { name: 'Get my offer' }));
    expect(screen.getByText('The email field must be a valid email address.')).toBeTruthy();
    expect(field('Full name').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends multipart with the fixed values and the selected showroom, then clears and toasts', async () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    render(<LeadForm />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Get my offer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'success', message: 'Thanks, we will call you.' }]),
    );
    const form = sent[0]!;
    expect(Object.fromEntries(form.entries())).toEqual({
      full_name: 'Dana Homeowner',
      email: 'dana@example.com',
      phone_number: '555 123 4567',
      action: LEAD_FORM.action,
      lead_type: LEAD_FORM.leadType,
      shop_profile_id: String(DEMO_PROFILE.user_id),
    });
    expect(field('Full name').value).toBe('');
    expect(field('Email').value).toBe('');
  });

  it('prefers its own showroom id over the stored one', async () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    render(<LeadForm showroomId="AB12CD34" />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Get my offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('shop_profile_id')).toBe('AB12CD34');
  });

  it('keeps what was typed and shows the server field error on a 422', async () => {
    answer = () =>
      json(
        {
          message: MESSAGES.invalidGiven,
          errors: { email: ['The email field must be a valid email address.'] },
        },
        422,
      );
    render(<LeadForm />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Get my offer' }));
    await screen.findByText('The email field must be a valid email address.');
    expect(field('Full name').value).toBe('Dana Homeowner');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Get my offer' }).disabled).toBe(false);
    expect(toasts().some((toast) => toast.type === 'success')).toBe(false);
  });

  it("keeps its own call's field error when another request clears the shared store", async () => {
    answer = () => json({ message: MESSAGES.invalidGiven, errors: { phone_number: ['Too short.'] } }, 422);
    render(<LeadForm />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Get my offer' }));
    await screen.findByText('Too short.');
    // Any other widget's request clears the page-wide mirror; the form does not depend on it.
    act(() => fieldErrors.clear());
    expect(screen.getByText('Too short.')).toBeTruthy();
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
  });

  it('loads lazily behind a skeleton of the form, which the form then replaces', async () => {
    render(<LazyLeadForm />);
    const skeleton = screen.getByRole('status');
    expect(skeleton.textContent).toBe('Loading the form…');
    expect(skeleton.querySelectorAll('.sr-lead-skeleton__input')).toHaveLength(3);
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
    expect(screen.queryByText('Loading the form…')).toBeNull();
  });
});
