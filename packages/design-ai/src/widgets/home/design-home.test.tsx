import { AI_CREDIT_PACKS, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  aiUserOf,
  noRequests,
  ok,
  renderAiPage,
  resultOf,
  setUpAiTest,
  storeAiSession,
} from '../../testing/design-ai-test-setup.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const LAZY_SCREEN_MS = 5_000;
const chip = (credits: number) => screen.getByLabelText(`${T.creditsLabel}: ${credits} credits`);

async function openHome(credits: number, routes: Parameters<typeof setUpAiTest>[0] = {}) {
  page = setUpAiTest({
    'GET AI/get_user': () => ok(aiUserOf({ credits })),
    'GET AI/designs': noRequests,
    ...routes,
  });
  storeAiSession();
  const view = renderAiPage('/design-ai');
  await screen.findByRole('heading', { name: T.formTitle }, { timeout: LAZY_SCREEN_MS });
  return view;
}

async function fillBudget(dollars: string) {
  await userEvent.type(screen.getByLabelText(T.budget), dollars);
}

describe('AI design’s home', () => {
  it('makes three designs, shows them with their products, and the balance goes down to the answer’s', async () => {
    const { replace } = await openHome(20, {
      'POST AI/designs': () => ok(resultOf(8, 10), 'Here are three designs for your room.'),
    });
    expect(chip(20)).toBeTruthy();
    await fillBudget('5000');
    await userEvent.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByRole('heading', { name: T.resultsTitle })).toBeTruthy();
    expect(screen.getAllByTestId('ai-design')).toHaveLength(3);
    expect(chip(10)).toBeTruthy();
    const first = screen.getAllByTestId('ai-design')[0] as HTMLElement;
    expect(within(first).getByText('Natural Oak matches your photo’s tones')).toBeTruthy();
    expect(within(first).getByRole('link', { name: T.openIn3d }).getAttribute('href')).toContain(
      '/visualize?plan=kitchen-l-classic&w=12&d=10&h=9&m=floor.a1b2c3d4e5f60718',
    );
    const sent = page.requests.find((request) => request.route === 'POST AI/designs');
    expect(sent?.body).toMatchObject({
      room_type: 'kitchen',
      width_ft: '12',
      length_ft: '10',
      budget_cents: 500_000,
    });
    const index = page.requests.indexOf(sent as (typeof page.requests)[number]);
    expect(page.headers[index]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(replace).toHaveBeenCalledWith('/design-ai?request=8');
  });

  it('shows a refusal under its field (422)', async () => {
    await openHome(20, {
      'POST AI/designs': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { width_ft: ['The width ft field must not be greater than 60.'] },
        },
      }),
    });
    await fillBudget('5000');
    await userEvent.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByText('The width ft field must not be greater than 60.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: T.resultsTitle })).toBeNull();
  });

  it('says when credits are too few, with Buy credits, and sends nothing', async () => {
    await openHome(5);
    await fillBudget('5000');
    await userEvent.click(screen.getByRole('button', { name: T.generate }));
    const alert = await screen.findByText('Not enough credits: a design costs 10 credits; you have 5.');
    expect(alert).toBeTruthy();
    expect(page.requests.some((request) => request.route === 'POST AI/designs')).toBe(false);
    await userEvent.click(
      within(alert.parentElement as HTMLElement).getByRole('button', { name: T.buyCredits }),
    );
    expect(await screen.findByRole('dialog', { name: T.buyTitle })).toBeTruthy();
  });

  it('sends the same Idempotency-Key again after an unanswered press, and a new one once designed', async () => {
    let calls = 0;
    await openHome(20, {
      'POST AI/designs': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { message: 'Busy.' } } : ok(resultOf(9, 10));
      },
    });
    await fillBudget('5000');
    await userEvent.click(screen.getByRole('button', { name: T.generate }));
    await waitFor(() => expect(calls).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByRole('heading', { name: T.resultsTitle })).toBeTruthy();
    const keys = page.requests
      .map((request, index) =>
        request.route === 'POST AI/designs' ? page.headers[index]?.get('Idempotency-Key') : null,
      )
      .filter(Boolean);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('buys credits with the saved card; the chip shows the new balance', async () => {
    await openHome(5, {
      'POST AI/get_credits': () =>
        ok({
          credits: 5,
          design_price: 10,
          starter_grant: 20,
          packs: AI_CREDIT_PACKS.map((pack) => ({ ...pack })),
          saved_card: { brand: 'visa', last4: '4242', exp_date: '12/30' },
        }),
      'POST AI/credits': () =>
        ok(
          {
            credits: 55,
            purchase: { id: 3, credits: 50, price_cents: 500, card: { brand: 'visa', last4: '4242' } },
          },
          'Thank you: 50 credits were added to your balance.',
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: T.buyCredits }));
    const dialog = await screen.findByRole('dialog', { name: T.buyTitle });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay $5.00' }));
    await waitFor(() => expect(chip(55)).toBeTruthy());
    const sent = page.requests.find((request) => request.route === 'POST AI/credits');
    expect(sent?.body).toEqual({ pack: 'starter', payment: { saved_card: true } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leans to the shopper’s own style profile when they are signed in to the shop, else to a short pick', async () => {
    page = setUpAiTest({
      'GET AI/get_user': () => ok(aiUserOf()),
      'GET AI/designs': noRequests,
      'GET style_profile': () => ok({ tags: ['Modern', 'Scandinavian'], palette: null, materials: [] }),
      'POST AI/designs': () => ok(resultOf(10, 10)),
    });
    storeAiSession({ main: true });
    renderAiPage('/design-ai');
    const own = await screen.findByRole(
      'radio',
      { name: `${T.yourStyle}: Modern, Scandinavian` },
      { timeout: LAZY_SCREEN_MS },
    );
    expect((own as HTMLInputElement).checked).toBe(true);
    await fillBudget('5000');
    await userEvent.click(screen.getByRole('button', { name: T.generate }));
    await screen.findByRole('heading', { name: T.resultsTitle });
    const sent = page.requests.find((request) => request.route === 'POST AI/designs');
    expect(sent?.body).toMatchObject({ style: { tags: ['Modern', 'Scandinavian'] } });
  });

  it('sends a survey room’s styles when the visitor picks one', async () => {
    await openHome(20, { 'POST AI/designs': () => ok(resultOf(11, 10)) });
    expect(screen.queryByRole('radio', { name: new RegExp(T.yourStyle) })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Concrete, steel and brick' }));
    await fillBudget('5000');
    await userEvent.click(screen.getByRole('button', { name: T.generate }));
    await screen.findByRole('heading', { name: T.resultsTitle });
    const sent = page.requests.find((request) => request.route === 'POST AI/designs');
    expect(sent?.body).toMatchObject({ style: { tags: ['Industrial', 'Modern'] }, photo: null });
  });
});
