import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { CART_MESSAGES } from '@showroom/contract/cart';
import { platformUrl } from './urls.ts';

export const HOMEOWNER = { email: 'homeowner@showroom.test', password: 'Showroom!2026' };

/** The sandbox gateway's test cards (README): one that pays, one the processor declines. */
export const CARD = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** An unusual code, so finding it anywhere is a real leak and not a price that happens to match. */
  cvv: '987',
} as const;

/** The vendors in the visitor's cart, asked of the API with the token the page keeps. */
async function cartVendorCount(page: Page): Promise<number> {
  const { token, showroom } = await page.evaluate(() => ({
    token: localStorage.getItem('cart_id'),
    showroom: (JSON.parse(localStorage.getItem('my_item') ?? 'null') as { showroom?: number } | null)
      ?.showroom,
  }));
  if (!token || !showroom) return 0;
  const response = await page.request.get(
    platformUrl(`/api/projectCart?showroom=${showroom}&temp_project_id=${token}`),
  );
  const body = (await response.json()) as { data: { vendors: unknown[] } | null };
  return body.data?.vendors.length ?? 0;
}

/**
 * Adds products one at a time (`open(index)` shows the index-th product) until the cart holds two
 * vendors, then one more, so a line can be removed and two vendors stay. Returns how many were added.
 */
export async function addProductsOfTwoVendors(
  page: Page,
  open: (index: number) => Promise<Locator | Page>,
): Promise<number> {
  let added = 0;
  for (let index = 0; index < 12; index++) {
    const product = await open(index);
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
    added++;
    if ((await cartVendorCount(page)) >= 2) break;
  }
  expect(await cartVendorCount(page)).toBeGreaterThanOrEqual(2);
  // One more line, removed again on the cart page.
  const extra = await open(added);
  await extra.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
  return added + 1;
}

/** Signs the demo homeowner in on a sign-in form (the platform's page or `<showroom-login>`). */
export async function signIn(form: Page | Locator): Promise<void> {
  await form.getByLabel('Email').fill(HOMEOWNER.email);
  await form.getByLabel('Password', { exact: true }).fill(HOMEOWNER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Saves the shipping address through the checkout's address form (the checkout flag is sent). */
export async function saveAddress(checkout: Page | Locator): Promise<void> {
  const edit = checkout.getByRole('button', { name: 'Edit address' });
  await expect(edit.or(checkout.getByRole('button', { name: 'Save address' }))).toBeVisible();
  if (await edit.isVisible()) await edit.click();
  await checkout.getByLabel('Street').fill('1 Ferry Building');
  await checkout.getByLabel('Apartment, suite (optional)').fill('');
  await checkout.getByLabel('City').fill('San Francisco');
  await checkout.getByLabel('State').fill('CA');
  await checkout.getByLabel('Zip code').fill('94111');
  await checkout.getByRole('button', { name: 'Save address' }).click();
  await expect(checkout.getByText(/1 Ferry Building/)).toBeVisible();
  // The server's tax line, with its rate and state.
  await expect(checkout.getByText(/^Tax \(\d+(\.\d+)?% CA\)$/)).toBeVisible();
}

/** The card frame: a page of the platform origin inside the widget. */
export function cardFrame(scope: Page | Locator): FrameLocator {
  return scope.locator('iframe[title="Card details"]').contentFrame();
}

/** Chooses a new card and types it into the card frame (the only place the number is typed). */
export async function enterNewCard(scope: Page | Locator, number: string): Promise<void> {
  const newCard = scope.getByRole('radio', { name: 'New card' });
  if (!(await newCard.isChecked())) await newCard.check();
  const frame = cardFrame(scope);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Name on card').fill('Olivia Bennett');
  await frame.getByLabel('Expiration (MM/YY)').fill('12/34');
  await frame.getByRole('textbox', { name: 'CVV' }).fill(CARD.cvv);
}
