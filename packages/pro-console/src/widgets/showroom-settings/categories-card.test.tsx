import { SHOWROOM_CATEGORY_MESSAGES } from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { CategoriesCard } from './categories-card.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const CATEGORIES = {
  available: [
    { id: 1, name: 'Appliances', slug: 'appliances' },
    { id: 2, name: 'Backsplash Tiles', slug: 'backsplash-tiles' },
    { id: 3, name: 'Toilets', slug: 'toilets' },
  ],
  carried: [1, 2],
};

function renderCard() {
  page = setUpConsoleTest({
    'GET pro/showroom/categories': () => ({ body: { success: true, message: '', data: CATEGORIES } }),
    'PUT pro/showroom/categories': (body) => {
      const ids = (body as { category_ids: number[] }).category_ids;
      if (ids.length === 0) {
        const message = SHOWROOM_CATEGORY_MESSAGES.noneChosen;
        return { status: 422, body: { message, errors: { category_ids: [message] } } };
      }
      return {
        body: {
          success: true,
          message: SHOWROOM_CATEGORY_MESSAGES.saved,
          data: { ...CATEGORIES, carried: ids },
        },
      };
    },
  });
  signInAs();
  render(<CategoriesCard />);
  return userEvent.setup();
}

describe('CategoriesCard', () => {
  it('ticks what the showroom carries and saves a change', async () => {
    const user = renderCard();
    const toilets = (await screen.findByLabelText('Toilets')) as HTMLInputElement;
    expect((screen.getByLabelText('Appliances') as HTMLInputElement).checked).toBe(true);
    expect(toilets.checked).toBe(false);
    await user.click(toilets);
    await user.click(screen.getByLabelText('Appliances'));
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: SHOWROOM_CATEGORY_MESSAGES.saved }),
    );
    const sent = page.requests.find((request) => request.route === 'PUT pro/showroom/categories')?.body;
    expect(sent).toEqual({ category_ids: [2, 3] });
  }, 20_000);

  it('shows the server’s reason when none is chosen, keeping the boxes as they were left', async () => {
    const user = renderCard();
    await screen.findByLabelText('Toilets');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText(SHOWROOM_CATEGORY_MESSAGES.noneChosen)).toBeTruthy();
    expect((screen.getByLabelText('Appliances') as HTMLInputElement).checked).toBe(false);
  }, 20_000);
});
