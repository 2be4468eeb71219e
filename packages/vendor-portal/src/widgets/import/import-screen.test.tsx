import {
  guessImportMapping,
  VENDOR_IMPORT_MESSAGES,
  type VendorImport,
} from '@showroom/contract/vendor-import';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpPortalTest, signInAs } from '../../testing/portal-test-setup.ts';
import { ImportScreen } from './import-screen.tsx';

let page: ReturnType<typeof setUpPortalTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const headers = ['Item Number', 'Product Name', 'Category', 'Brand', 'MSRP', 'Qty'];
const uploaded: VendorImport = {
  id: 7,
  file_name: 'catalogue.csv',
  headers,
  sample: [['OAK-1', 'Oak plank', 'hardwood', 'Summit Slab', '12.50', '4']],
  mapping: guessImportMapping(headers),
  state: 'uploaded',
  dry_run: true,
  total_rows: 1000,
  rows_done: 0,
  created: 0,
  updated: 0,
  failed: 0,
  created_at: '2026-11-29T17:00:00Z',
  finished_at: null,
};
const answer = (data: VendorImport, status = 200) => ({ status, body: { success: true, message: '', data } });
const reportPage = {
  current_page: 1,
  data: [
    {
      row: 4,
      field: 'wholesale_price',
      message: 'Enter a wholesale price above 0 with at most two decimals.',
    },
  ],
  first_page_url: 'x',
  from: 1,
  last_page: 1,
  last_page_url: 'x',
  links: [],
  next_page_url: null,
  path: 'x',
  per_page: 50,
  prev_page_url: null,
  to: 1,
  total: 1,
};

describe('ImportScreen', () => {
  it('uploads a CSV, maps the column it could not guess, runs a dry run with a progress bar, and reports the bad row', async () => {
    let polls = 0;
    page = setUpPortalTest({
      'POST vendor/imports': () => answer(uploaded, 201),
      'POST vendor/imports/7/run': () => answer({ ...uploaded, state: 'queued' }),
      'GET vendor/imports/7': () => {
        polls += 1;
        return polls === 1
          ? answer({ ...uploaded, state: 'running', rows_done: 500 })
          : answer({
              ...uploaded,
              state: 'done',
              rows_done: 1000,
              created: 999,
              failed: 1,
              finished_at: 'now',
            });
      },
      'GET vendor/imports/7/errors': () => ({ body: { success: true, message: '', data: reportPage } }),
    });
    signInAs();
    const user = userEvent.setup();
    render(<ImportScreen />);

    expect(screen.getByRole('link', { name: 'Download the CSV template' }).getAttribute('href')).toMatch(
      /^data:text\/csv/,
    );
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['csv'], 'catalogue.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const price = await screen.findByLabelText(/Wholesale price/);
    expect((price as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(/^SKU/) as HTMLSelectElement).value).toBe('0');
    await user.selectOptions(price, 'MSRP');
    expect(page.navigator).toHaveBeenCalledWith('/vendor/import?import=7');

    await user.click(screen.getByRole('button', { name: 'Dry run (imports nothing)' }));
    expect(page.requests.find((request) => request.route === 'POST vendor/imports/7/run')?.body).toEqual({
      mapping: { ...uploaded.mapping, wholesale_price: 4 },
      dry_run: true,
    });
    expect(await screen.findByLabelText(/500 of 1,000 rows/, {}, { timeout: 3000 })).toHaveProperty(
      'value',
      500,
    );
    expect(
      await screen.findByText(VENDOR_IMPORT_MESSAGES.dryRunSummary(999, 1), {}, { timeout: 3000 }),
    ).toBeTruthy();
    const report = await screen.findByRole('table', { name: '' });
    expect(
      within(report).getByText('Enter a wholesale price above 0 with at most two decimals.'),
    ).toBeTruthy();
    expect(within(report).getByText('Wholesale price')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 1,000 rows' })).toBeTruthy();
  });

  it("shows the server's message for a file it refuses, and keeps the chosen file for another try", async () => {
    page = setUpPortalTest({
      'POST vendor/imports': () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { file: [VENDOR_IMPORT_MESSAGES.noRows] } },
      }),
    });
    signInAs();
    const user = userEvent.setup();
    render(<ImportScreen />);
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['a,b\n'], 'empty.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(VENDOR_IMPORT_MESSAGES.noRows));
    expect((screen.getByLabelText('CSV file') as HTMLInputElement).files?.[0]?.name).toBe('empty.csv');
  });
});
