import { STORAGE_KEYS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_HOMEOWNER, DEMO_TOKEN } from '../../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { fakeCardFrame } from '../../testing/fake-card-frame.ts';
import { RegisterScreen } from './register-screen.tsx';

type User = ReturnType<typeof userEvent.setup>;
let page: ReturnType<typeof setUpAuthTest>;

afterEach(() => {
  cleanup();
  page.unregister();
});

function renderRegister(options: Parameters<typeof setUpAuthTest>[0] = {}) {
  page = setUpAuthTest(options);
  const user = userEvent.setup();
  render(<RegisterScreen />);
  return user;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const currentStep = () =>
  screen.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current="step"]');

async function fillStep1(user: User, email = 'new.owner@example.com') {
  await user.type(field('Full name'), 'Nora Newman');
  await user.type(field('Email'), email);
  await user.type(field('Password'), 'long enough pass');
  await user.type(field('Phone number'), '415 555 0199');
  await user.type(field('Zip code'), '94110');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
}

async function fillStep2(user: User) {
  // Steps 2 and 3 are loaded after the first screen: they appear once their code has arrived.
  await user.type(await screen.findByLabelText('Street'), '1 Valencia St');
  await user.type(field('City'), 'San Francisco');
  await user.selectOptions(field('State'), 'CA');
  await user.type(field('Zip code'), '94110');
}

async function toStep3(user: User) {
  await fillStep1(user);
  await user.click(button('Next'));
  await fillStep2(user);
  await user.click(button('Next'));
  await screen.findByTitle('Card details');
}

/** Typing through three steps takes 3–5 s on a busy machine, the later steps' code arriving on the way. */
const THREE_STEPS_MS = 20_000;

describe('RegisterScreen', { timeout: THREE_STEPS_MS }, () => {
  it('shows the three steps, on step 1, with Sign In and Continue Shopping', () => {
    renderRegister();
    const steps = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Step 1: Account',
      '2Step 2: Shipping',
      '3Step 3: Payment',
    ]);
    expect(currentStep()?.textContent).toContain('Account');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeTruthy();
  });

  it('Next checks only step 1, puts each message under its field and focuses the first', async () => {
    const user = renderRegister();
    await user.type(field('Password'), 'short');
    await user.click(button('Next'));
    expect(await screen.findByText('The full name field is required.')).toBeTruthy();
    expect(screen.getByText('The password field must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The agree field must be accepted.')).toBeTruthy();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/shipping street/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Full name')));
    expect(currentStep()?.textContent).toContain('Account');
    expect(page.api.requests).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const user = renderRegister();
    expect(field('Password').type).toBe('password');
    await user.click(button('Show password'));
    expect(field('Password').type).toBe('text');
    await user.click(button('Hide password'));
    expect(field('Password').type).toBe('password');
  });

  it('defaults the country code to +1 and loads the full calling-code list', async () => {
    renderRegister();
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect(select.value).toBe('+1');
    await waitFor(() => expect(select.options.length).toBeGreaterThan(220));
    expect(select.value).toBe('+1');
    expect(within(select).getByRole('option', { name: 'United Kingdom +44' })).toBeTruthy();
  });

  it("ticks the terms box from the Terms of Use popup's accept checkbox", async () => {
    const user = renderRegister();
    await user.click(button('Terms of Use'));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I have read and accept the Terms of Use' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      (screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(button('Privacy Policy'));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeTruthy();
  });

  it('goes 1 → 2 → back → 2 → 3 keeping everything typed', async () => {
    const user = renderRegister();
    await fillStep1(user);
    await user.click(button('Next'));
    expect(currentStep()?.textContent).toContain('Shipping');
    expect(await screen.findByLabelText('Apartment, suite (optional)')).toBeTruthy();

    await user.click(button('Next'));
    expect(await screen.findByText('The shipping street field is required.')).toBeTruthy();
    expect(screen.queryByText('The shipping apartment field is required.')).toBeNull();

    await user.type(field('Street'), '1 Valencia St');
    await user.click(button('Back'));
    expect(field('Full name').value).toBe('Nora Newman');
    expect(field('Password').value).toBe('long enough pass');
    await user.click(button('Next'));
    expect(((await screen.findByLabelText('Street')) as HTMLInputElement).value).toBe('1 Valencia St');
    await user.type(field('City'), 'San Francisco');
    await user.selectOptions(field('State'), 'CA');
    await user.type(field('Zip code'), '94110');
    await user.click(button('Next'));
    await screen.findByTitle('Card details');
    expect(currentStep()?.textContent).toContain('Payment');
    expect(screen.queryByRole('link', { name: 'Continue Shopping' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('takes the card in the platform’s card frame, beside the billing address', async () => {
    const user = renderRegister();
    await toStep3(user);
    expect(screen.getByTitle('Card details').tagName).toBe('IFRAME');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeTruthy();
  });

  it('keeps the user on step 3 when the frame finds the card wrong, sending nothing', async () => {
    const user = renderRegister();
    await toStep3(user);
    const frame = fakeCardFrame({ ok: false, errors: { card_number: ACCOUNT_MESSAGES.invalidCardNumber } });
    frame.typed({ empty: false, complete: false });
    await user.click(button('Done'));
    await waitFor(() => expect(frame.posted()).toContainEqual(expect.objectContaining({ type: 'tokenize' })));
    expect(currentStep()?.textContent).toContain('Payment');
    expect(page.api.requests).toEqual([]);
  });

  it('registers without a card, shows the thank-you modal and goes on to the stored redirect', async () => {
    const user = renderRegister();
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/cart');
    await toStep3(user);
    const frame = fakeCardFrame();
    await user.click(button('Done'));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.signupThanks });
    expect(frame.posted()).toEqual([]);
    expect(page.api.requests[0]?.body).not.toHaveProperty('card_token');
    expect(page.api.requests[0]?.body).toMatchObject({
      full_name: 'Nora Newman',
      email: 'new.owner@example.com',
      country_code: '+1',
      agree: true,
      shipping_street: '1 Valencia St',
      type: 'User',
      shop_id: 0,
    });
    expect(session.isLoggedIn()).toBe(true);
    expect(page.navigator).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(page.navigator).toHaveBeenCalledWith('/cart');
    expect(page.navigator).toHaveBeenCalledTimes(1);
  });

  it('offers the way back to the home page when nothing else is waiting', async () => {
    const user = renderRegister();
    await toStep3(user);
    const card = {
      token: 'tok_sandbox_1',
      brand: 'visa',
      last4: '1111',
      exp_month: 12,
      exp_year: 2039,
      name: 'Nora N',
    } as const;
    const frame = fakeCardFrame({ ok: true, card });
    frame.typed({ empty: false, complete: true });
    await user.type(field('Street'), '9 Billing Way');
    await user.click(button('Done'));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.signupThanks });
    // The frame's token and the name on the card; never a card number, expiry or CVC.
    expect(page.api.requests[0]?.body).toMatchObject({
      card_token: 'tok_sandbox_1',
      name_on_Card: 'Nora N',
      pay_street: '9 Billing Way',
    });
    for (const field of ['card_number', 'exp_date', 'cvv'])
      expect(page.api.requests[0]?.body).not.toHaveProperty(field);
    await user.click(within(dialog).getByRole('button', { name: 'Back to home page' }));
    expect(page.navigator).toHaveBeenCalledWith('/');
  });

  it('sends a server error back to the step of its field, keeping what was typed', async () => {
    const user = renderRegister();
    await fillStep1(user, DEMO_HOMEOWNER.email);
    await user.click(button('Next'));
    await fillStep2(user);
    await user.click(button('Next'));
    await user.click(button('Done'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailTaken)).toBeTruthy();
    expect(currentStep()?.textContent).toContain('Account');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(field('Full name').value).toBe('Nora Newman');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('jumps to the payment step for a card error from the server', async () => {
    const user = renderRegister({ registerErrors: { card_number: [ACCOUNT_MESSAGES.invalidCardNumber] } });
    await toStep3(user);
    const card = {
      token: 'tok_sandbox_2',
      brand: 'visa',
      last4: '0002',
      exp_month: 1,
      exp_year: 2039,
    } as const;
    const frame = fakeCardFrame({ ok: true, card });
    frame.typed({ empty: false, complete: true });
    await user.click(button('Done'));
    await waitFor(() =>
      expect(frame.posted()).toContainEqual(
        expect.objectContaining({
          type: 'show-errors',
          errors: { card_number: ACCOUNT_MESSAGES.invalidCardNumber },
        }),
      ),
    );
    expect(currentStep()?.textContent).toContain('Payment');
  });

  it('sends an already signed-in visitor home', () => {
    page = setUpAuthTest();
    session.setSession({ token: DEMO_TOKEN });
    render(<RegisterScreen />);
    expect(page.navigator).toHaveBeenCalledWith('/');
  });

  it('sends the visitor to /account when a session appears while on it', async () => {
    renderRegister();
    await act(async () => session.setSession({ token: DEMO_TOKEN }));
    expect(page.navigator).toHaveBeenCalledWith('/account');
  });
});
