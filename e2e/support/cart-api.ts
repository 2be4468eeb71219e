import type { Page } from '@playwright/test';
import { platformUrl } from './urls.ts';

interface StoredCaller {
  token: string;
  showroom: number;
}

/** The signed-in visitor's bearer token and chosen showroom, as the page's origin stores them. */
async function storedCaller(page: Page): Promise<StoredCaller> {
  return page.evaluate(() => ({
    token: localStorage.getItem('authToken') ?? '',
    showroom: Number(
      (JSON.parse(localStorage.getItem('my_item') ?? '{}') as { showroom?: unknown }).showroom,
    ),
  }));
}

/**
 * Empties the signed-in homeowner's cart through the API (`cart/destroy` per line), so a journey on a
 * shared demo account starts from, and leaves behind, an empty cart.
 */
export async function emptySignedInCart(page: Page): Promise<void> {
  const { token, showroom } = await storedCaller(page);
  const headers = { Authorization: `Bearer ${token}` };
  const answer = await page.request.get(platformUrl(`/api/projectCart?showroom=${showroom}`), { headers });
  const cart = ((await answer.json()) as { data: { Project_tans: { id: number }[] } | null }).data;
  for (const line of cart?.Project_tans ?? []) {
    const removed = await page.request.delete(
      platformUrl(`/api/cart/destroy/${line.id}?showroom=${showroom}`),
      {
        headers,
      },
    );
    if (!removed.ok()) throw new Error(`cart/destroy/${line.id}: ${removed.status()}`);
  }
}
