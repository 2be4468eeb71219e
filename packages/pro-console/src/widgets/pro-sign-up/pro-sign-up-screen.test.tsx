import { PRO_MESSAGES } from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpConsoleTest } from '../../testing/console-test-setup.ts';
import { ProSignUpScreen } from './pro-sign-up-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

// Ten fields typed key by key: slow on a busy 2-core machine.
const TYPING_TIMEOUT_MS = 20_000;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('I am a'), 'Designer');
  await user.type(screen.getByLabelText('Company name'), 'Bay Interiors');
  await user.type(screen.getByLabelText('Licence number'), 'CA-1048576');
  await user.type(screen.getByLabelText('Your name'), 'Dana Reyes');
  await user.type(screen.getByLabelText('Email'), 'dana@bay.example');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Showroom!2026');
  await user.type(screen.getByLabelText('Phone number (US)'), '415 555 0100');
  await user.type(screen.getByLabelText('ZIP code'), '94110');
  await user.type(screen.getByLabelText('Service area'), 'San Francisco, 30 miles');
  await user.click(screen.getByLabelText('I accept the Terms of Service'));
}

describe('ProSignUpScreen', () => {
  it(
    'sends the application and says the account waits for approval',
    async () => {
      page = setUpConsoleTest({
        'POST register/contractor': () => ({
          status: 201,
          body: {
            success: true,
            message: PRO_MESSAGES.registered,
            data: { user: { id: 9, type: 'Designer', email: 'dana@bay.example', status: 'Pending' } },
          },
        }),
      });
      render(<ProSignUpScreen />);
      const user = userEvent.setup();
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText(PRO_MESSAGES.registered)).toBeTruthy();
      expect(page.requests).toEqual([
        {
          route: 'POST register/contractor',
          query: '',
          body: {
            type: 'Designer',
            company_name: 'Bay Interiors',
            licence_number: 'CA-1048576',
            full_name: 'Dana Reyes',
            email: 'dana@bay.example',
            password: 'Showroom!2026',
            country_code: '+1',
            phone_number: '415 555 0100',
            zip_code: '94110',
            service_area: 'San Francisco, 30 miles',
            agree: true,
          },
        },
      ]);
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'checks the fields before sending, and shows a server refusal under its field',
    async () => {
      page = setUpConsoleTest({
        'POST register/contractor': () => ({
          status: 422,
          body: {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          },
        }),
      });
      render(<ProSignUpScreen />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText('The company name field is required.')).toBeTruthy();
      expect(page.requests).toEqual([]);
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findAllByText('The email has already been taken.')).not.toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    },
    TYPING_TIMEOUT_MS,
  );
});
