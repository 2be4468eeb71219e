import {
  DESIGNER_HIRE_MESSAGES,
  type DesignerForHire,
  type HireDesignerList,
} from '@showroom/contract/projects';
import { type StubAnswer, type StubRoutes, setUpScreenTest, signInTestUser } from '@showroom/core/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignersSection } from './designers-section.tsx';

let page: ReturnType<typeof setUpScreenTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  sessionStorage.clear();
});

const PROJECT = 31;
const designer = (id: number, name: string, more: Partial<DesignerForHire> = {}): DesignerForHire => ({
  id,
  company_name: name,
  vsd_id: `STUDIO${id}`,
  hourly_rate_cents: 8_500,
  style_tags: ['Modern', 'Scandinavian'],
  about: 'Light, calm kitchens.',
  portfolio: [
    {
      id: `0b7c0b7c-0000-4000-8000-00000000000${id}`,
      url: `pro_pictures/${id}.png`,
      width: 600,
      height: 400,
    },
  ],
  rating: { average: null, count: 0 },
  accepting_projects: true,
  fee_cents: 17_000,
  matching_tags: ['Modern'],
  hired: false,
  ...more,
});
const LIST: HireDesignerList = {
  designers: [
    designer(5, 'Studio 88 Interiors'),
    designer(6, 'Tile Art Studio', { accepting_projects: false, matching_tags: [], fee_cents: 24_000 }),
  ],
  saved_card: { brand: 'visa', last4: '4242', exp_date: '12/30' },
};
const HIRED_MESSAGE = 'You hired Studio 88 Interiors. They have joined your project and its chat.';
const hired: StubAnswer = {
  status: 201,
  body: {
    success: true,
    message: HIRED_MESSAGE,
    data: {
      designers: [
        {
          id: 5,
          company_name: 'Studio 88 Interiors',
          fee_cents: 17_000,
          hired_at: '2026-11-29T18:00:00.000Z',
        },
      ],
    },
  },
};

/** The hires sent, each with its Idempotency-Key. */
const hireKeys = () =>
  page.requests.flatMap((request, index) =>
    request.route === 'POST hire_designer'
      ? [{ body: request.body, key: page.headers[index]?.get('Idempotency-Key') }]
      : [],
  );

function renderSection(routes: StubRoutes) {
  page = setUpScreenTest(routes);
  signInTestUser({ id: 9, email: 'homeowner@showroom.test', type: 'User' }, '9|projects-test-token');
  render(<DesignersSection projectId={PROJECT} />);
  return userEvent.setup();
}

describe('DesignersSection', () => {
  it('lists the ranked designers with fee, matching style, rating and availability', async () => {
    renderSection({ 'GET hire_designer': () => ({ body: { success: true, message: '', data: LIST } }) });
    await screen.findByRole('heading', { name: 'Studio 88 Interiors' });
    expect(page.requests[0]?.query).toBe(`?project=${PROJECT}`);
    const studio = within(screen.getByRole('heading', { name: 'Studio 88 Interiors' }).closest('li')!);
    expect(studio.getByText('$170.00')).toBeTruthy();
    expect(studio.getByText('$85.00 an hour')).toBeTruthy();
    expect(studio.getByText(/Matches your style/)).toBeTruthy();
    expect(studio.getByText('No ratings yet')).toBeTruthy();
    expect(studio.getByText(DESIGNER_HIRE_MESSAGES.accepting)).toBeTruthy();
    const tile = within(screen.getByRole('heading', { name: 'Tile Art Studio' }).closest('li')!);
    expect(tile.getByText(DESIGNER_HIRE_MESSAGES.notAccepting)).toBeTruthy();
    expect(tile.getByRole('button', { name: 'Hire Tile Art Studio' })).toHaveProperty('disabled', true);
  });

  it('hires with the saved card: the server’s message in a toast, the designer marked hired', async () => {
    const user = renderSection({
      'GET hire_designer': () => ({ body: { success: true, message: '', data: LIST } }),
      'POST hire_designer': () => hired,
    });
    await user.click(await screen.findByRole('button', { name: 'Hire Studio 88 Interiors' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('radio', { name: /Saved card: Visa ending in 4242/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(dialog.getByRole('button', { name: 'Pay $170.00' }));
    await expect.poll(() => page.toasts()).toContainEqual({ type: 'success', message: HIRED_MESSAGE });
    expect(screen.getByText(DESIGNER_HIRE_MESSAGES.hiredBadge)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hire Studio 88 Interiors' })).toBeNull();
    expect(hireKeys()[0]?.body).toEqual({ project: PROJECT, designer: 5, payment: { saved_card: true } });
  });

  it('shows a refusal by the server in an error toast, and nothing is hired', async () => {
    const message = DESIGNER_HIRE_MESSAGES.alreadyHired;
    const user = renderSection({
      'GET hire_designer': () => ({ body: { success: true, message: '', data: LIST } }),
      'POST hire_designer': () => ({ status: 422, body: { message, errors: { designer: [message] } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Hire Studio 88 Interiors' }));
    await user.click(screen.getByRole('button', { name: 'Pay $170.00' }));
    await expect.poll(() => page.toasts()).toContainEqual({ type: 'error', message });
    expect(screen.queryByText(DESIGNER_HIRE_MESSAGES.hiredBadge)).toBeNull();
  });

  it('after a reload, opens the unconfirmed hire again and finishes it with the same key', async () => {
    let calls = 0;
    const routes: StubRoutes = {
      'GET hire_designer': () => ({ body: { success: true, message: '', data: LIST } }),
      'POST hire_designer': () => {
        calls += 1;
        return calls === 1 ? { status: 502, body: { message: 'Bad gateway' } } : hired;
      },
    };
    const user = renderSection(routes);
    await user.click(await screen.findByRole('button', { name: 'Hire Studio 88 Interiors' }));
    await user.click(screen.getByRole('button', { name: 'Pay $170.00' }));
    expect(await screen.findByText(DESIGNER_HIRE_MESSAGES.unconfirmed)).toBeTruthy();
    const firstKey = hireKeys()[0]?.key;
    cleanup();
    page.unregister();

    // The reload: a new page in the same tab, its sessionStorage kept.
    const reloaded = renderSection(routes);
    expect(await screen.findByText(DESIGNER_HIRE_MESSAGES.unconfirmed)).toBeTruthy();
    await reloaded.click(screen.getByRole('button', { name: 'Pay $170.00' }));
    await expect.poll(() => page.toasts()).toContainEqual({ type: 'success', message: HIRED_MESSAGE });
    expect(hireKeys().map((sent) => sent.key)).toEqual([firstKey]);
  });

  it('opens a designer’s whole profile in a dialog, closed by Escape', async () => {
    const user = renderSection({
      'GET hire_designer': () => ({ body: { success: true, message: '', data: LIST } }),
    });
    await user.click(await screen.findByRole('button', { name: 'View profile of Studio 88 Interiors' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Studio 88 Interiors' }));
    expect(dialog.getByText('Light, calm kitchens.')).toBeTruthy();
    expect(dialog.getByRole('img', { name: 'Studio 88 Interiors: portfolio work 1' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the designers cannot be loaded, and tries again', async () => {
    let calls = 0;
    const user = renderSection({
      'GET hire_designer': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Internal Server error please try again.' } }
          : { body: { success: true, message: '', data: { designers: [], saved_card: null } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(DESIGNER_HIRE_MESSAGES.empty)).toBeTruthy();
  });
});
