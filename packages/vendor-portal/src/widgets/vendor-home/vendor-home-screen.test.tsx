import { VENDOR_ACCOUNT_MESSAGES, VENDOR_SETUP_LABELS, type VendorAccount } from '@showroom/contract/vendor';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpPortalTest, signInAs } from '../../testing/portal-test-setup.ts';
import { VendorHomeScreen } from './vendor-home-screen.tsx';

/** Typing a whole form, key by key, on a shared machine can outlast vitest's default 5 s. */
const TYPING_MS = 30_000;

let page: ReturnType<typeof setUpPortalTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const PENDING: VendorAccount = {
  email: 'new-vendor@example.com',
  company_name: 'Fresh Tiles LLC',
  contact_name: null,
  phone: null,
  warehouse_address: null,
  warehouse_city: null,
  warehouse_state: null,
  warehouse_zip: null,
  brands: [],
  missing: ['contact', 'warehouse', 'brand', 'payout'],
};

describe('VendorHomeScreen', () => {
  it(
    'lists what the set-up lacks, then says the account is complete once saved',
    async () => {
      page = setUpPortalTest({
        'GET vendor/account': () => ({ body: { success: true, message: '', data: PENDING } }),
        'PUT vendor/account': (body) => ({
          body: {
            success: true,
            message: VENDOR_ACCOUNT_MESSAGES.complete,
            data: {
              ...PENDING,
              ...(body as object),
              warehouse_state: 'TX',
              brands: ['Fresh Tiles'],
              missing: [],
            },
          },
        }),
      });
      signInAs();
      render(<VendorHomeScreen />);
      expect(await screen.findByText(VENDOR_SETUP_LABELS.warehouse)).toBeTruthy();
      expect(screen.getByText(VENDOR_SETUP_LABELS.brand)).toBeTruthy();
      expect(screen.queryByText(VENDOR_SETUP_LABELS.company)).toBeNull();
      // Payout details are given on the Payouts screen: the step links there.
      expect(screen.getByRole('link', { name: VENDOR_SETUP_LABELS.payout }).getAttribute('href')).toMatch(
        /\/showroom\/vendor\/payouts$/,
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Contact name'), 'Dana Reyes');
      await user.type(screen.getByLabelText('Phone'), '(512) 555-0142');
      await user.type(screen.getByLabelText('Warehouse address'), '1200 Dock Rd');
      await user.type(screen.getByLabelText('City'), 'Austin');
      await user.selectOptions(screen.getByLabelText('State'), 'TX');
      await user.type(screen.getByLabelText('ZIP code'), '10001');
      await user.type(screen.getByLabelText('Add a brand line'), 'Fresh Tiles');
      await user.click(screen.getByRole('button', { name: 'Save account' }));
      // New York's ZIP code in Texas: refused before anything is sent, the rest kept.
      expect(page.requests.map((request) => request.route)).toEqual(['GET vendor/account']);
      expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Austin');
      await user.clear(screen.getByLabelText('ZIP code'));
      await user.type(screen.getByLabelText('ZIP code'), '78701');
      await user.click(screen.getByRole('button', { name: 'Save account' }));
      expect(await screen.findByRole('heading', { name: 'Your account is complete' })).toBeTruthy();
      expect(page.requests.at(-1)?.body).toMatchObject({ warehouse_zip: '78701', new_brand: 'Fresh Tiles' });
    },
    TYPING_MS,
  );
});
