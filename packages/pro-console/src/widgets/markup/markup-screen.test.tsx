import { MARKUP_MESSAGES } from '@showroom/contract/pro';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { MarkupScreen } from './markup-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const MARKUP = {
  markup_percent: 10,
  preview: [
    { hash: 'a1', name: 'Carrara Tile', wholesale_price: 19.99 },
    { hash: 'b2', name: 'Oak Vanity', wholesale_price: 1234.5 },
  ],
};

function renderScreen() {
  page = setUpConsoleTest({
    'GET pro/markup': () => ({ body: { success: true, message: '', data: MARKUP } }),
    'PUT pro/markup': (body) => ({
      body: { success: true, message: MARKUP_MESSAGES.saved, data: { ...MARKUP, ...(body as object) } },
    }),
  });
  signInAs();
  render(<MarkupScreen />);
  return userEvent.setup();
}

const salePriceOf = (name: string) => {
  const row = screen.getByRole('row', { name: new RegExp(name) });
  return within(row).getAllByRole('cell').at(-1)?.textContent;
};

describe('MarkupScreen', () => {
  it('previews wholesale and sale prices as the pro types, in whole cents, and saves', async () => {
    const user = renderScreen();
    const box = await screen.findByLabelText('Markup (%)');
    expect(salePriceOf('Carrara Tile')).toBe('$21.99');
    await user.clear(box);
    await user.type(box, '15');
    // 1999 × 1.15 = 2298.85 cents → $22.99; 123450 × 1.15 = 141967.5 → $1,419.68 (half a cent rounds up).
    expect(salePriceOf('Carrara Tile')).toBe('$22.99');
    expect(salePriceOf('Oak Vanity')).toBe('$1,419.68');
    await user.click(screen.getByRole('button', { name: 'Save markup' }));
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: MARKUP_MESSAGES.saved }),
    );
    expect(page.requests.find((request) => request.route === 'PUT pro/markup')?.body).toEqual({
      markup_percent: 15,
    });
  });

  it('refuses a markup below the minimum, keeps what was typed, and sends nothing', async () => {
    const user = renderScreen();
    const box = await screen.findByLabelText('Markup (%)');
    await user.clear(box);
    await user.type(box, '9.5');
    expect(salePriceOf('Carrara Tile')).toBe('–');
    await user.click(screen.getByRole('button', { name: 'Save markup' }));
    expect(await screen.findByText(MARKUP_MESSAGES.invalid)).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('9.5');
    expect(page.requests.some((request) => request.route === 'PUT pro/markup')).toBe(false);
  });
});
