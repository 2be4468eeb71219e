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

interface CartLineStock {
  id: number;
  name: string;
  qty: number;
  in_stock: number;
}

/** The cart as the API answers it to the page's caller: a visitor by the stored token, a user by the session. */
async function visitorCart(page: Page) {
  const { token, session, showroom } = await page.evaluate(() => ({
    token: localStorage.getItem('cart_id'),
    session: localStorage.getItem('authToken'),
    showroom: (JSON.parse(localStorage.getItem('my_item') ?? 'null') as { showroom?: number } | null)
      ?.showroom,
  }));
  const query = `showroom=${showroom}${token && !session ? `&temp_project_id=${token}` : ''}`;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${session ?? ''}` };
  const response = await page.request.get(platformUrl(`/api/projectCart?${query}`), { headers });
  const body = (await response.json()) as {
    data: { vendors: unknown[]; Project_tans: CartLineStock[] } | null;
  };
  return { cart: body.data, query, headers };
}

/**
 * The vendors in the visitor's cart. A line the seed has too little stock for (a few sizes are
 * low or sold out) is removed again, so checkout never stops on it.
 */
async function cartVendorCount(page: Page): Promise<number> {
  const { cart, query, headers } = await visitorCart(page);
  for (const line of cart?.Project_tans ?? []) {
    if (line.in_stock >= line.qty) continue;
    await page.request.delete(platformUrl(`/api/cart/destroy/${line.id}?${query}`), { headers });
    return (await visitorCart(page)).cart?.vendors.length ?? 0;
  }
  return cart?.vendors.length ?? 0;
}

/** A product none of whose sizes is in stock: its Add to cart is disabled (decision 0080). */
async function soldOut(product: Locator | Page): Promise<boolean> {
  const add = product.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeVisible();
  return add.isDisabled();
}

/**
 * Adds products one at a time (`open(index)` shows the index-th product) until the cart holds two
 * vendors and at least three lines, so a line can be removed on the cart page and two vendors stay.
 */
export async function addProductsOfTwoVendors(
  page: Page,
  open: (index: number) => Promise<Locator | Page>,
): Promise<void> {
  for (let index = 0; index < 16; index++) {
    const product = await open(index);
    if (await soldOut(product)) continue;
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
    const vendors = await cartVendorCount(page);
    const lines = (await visitorCart(page)).cart?.Project_tans.length ?? 0;
    if (vendors >= 2 && lines >= 3) return;
  }
  throw new Error('16 products did not make a cart of two vendors and three lines in stock');
}

/** Adds products (`open(index)` shows the index-th) until one line in stock is in the cart. */
export async function addOneProductInStock(page: Page, open: (index: number) => Promise<Locator | Page>) {
  for (let index = 0; index < 8; index++) {
    const product = await open(index);
    if (await soldOut(product)) continue;
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
    if ((await cartVendorCount(page)) >= 1) return;
  }
  throw new Error('8 products did not give a line in stock');
}

/** On the cart page: one more of a line that has stock to spare. */
export async function increaseOneQuantity(page: Page): Promise<void> {
  const line = (await visitorCart(page)).cart?.Project_tans.find((each) => each.in_stock > each.qty + 1);
  if (!line) throw new Error('no line with stock to spare');
  const box = page.getByRole('textbox', { name: `Quantity of ${line.name}` }).first();
  const before = Number(await box.inputValue());
  await page
    .getByRole('button', { name: `Increase quantity of ${line.name}` })
    .first()
    .click();
  await expect(box).not.toHaveValue(String(before));
}

/** On the cart page: removes one line so that two vendors stay (from a vendor with two, else a third vendor's). */
export async function removeOneLine(page: Page): Promise<void> {
  const vendors = await page.getByRole('region', { name: /^Sold by / }).all();
  const removes = page.getByRole('button', { name: /^Remove / });
  const count = await removes.count();
  let target: Locator | null = null;
  for (const vendor of vendors) {
    const own = vendor.getByRole('button', { name: /^Remove / });
    if ((await own.count()) >= 2) target = own.last();
  }
  if (!target && vendors.length >= 3) target = removes.last();
  if (!target) throw new Error('no line can go with two vendors staying');
  await target.click();
  await expect(removes).toHaveCount(count - 1);
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
  await checkout.getByLabel('State').selectOption('CA');
  await checkout.getByLabel('Zip code').fill('94111');
  await checkout.getByRole('button', { name: 'Save address' }).click();
  await expect(checkout.getByText(/1 Ferry Building/)).toBeVisible();
  // The server's tax line, with its rate and state.
  await expect(checkout.getByText(/^Tax \(\d+(\.\d+)?% CA\)$/)).toBeVisible();
}

/** Tries a ZIP code of another state on the checkout's address form: refused with the contract's words. */
export async function refuseZipOfAnotherState(checkout: Page | Locator): Promise<void> {
  const edit = checkout.getByRole('button', { name: 'Edit address' });
  await expect(edit.or(checkout.getByRole('button', { name: 'Save address' }))).toBeVisible();
  if (await edit.isVisible()) await edit.click();
  await checkout.getByLabel('State').selectOption('TX');
  await checkout.getByLabel('Zip code').fill('94111');
  await checkout.getByRole('button', { name: 'Save address' }).click();
  await expect(checkout.getByText('94111 is not a ZIP code of Texas.')).toBeVisible();
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

/**
 * Registers a new homeowner through the registration form in `form` (the page or an element): three
 * steps, the card in the platform's frame. Ends with "Done" clicked.
 */
export async function registerHomeowner(form: Page | Locator, name: string): Promise<void> {
  const first = name.split(' ')[0]?.toLowerCase() ?? 'new';
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(`${first}.${Date.now()}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('Kitchen-Remodel-2026');
  await form.getByLabel('Phone number').fill('415 555 0199');
  await form.getByLabel('Zip code').fill('94110');
  await form.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Street').fill('1 Valencia St');
  await form.getByLabel('City').fill('San Francisco');
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('Zip code').fill('94110');
  await form.getByRole('button', { name: 'Next' }).click();
  const card = form.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').pressSequentially('4242424242424242');
  await card.getByLabel('Name on card').fill(name);
  await card.getByLabel('Expiration (MM/YY)').pressSequentially('1234');
  await card.getByRole('textbox', { name: 'CVV' }).fill('123');
  await form.getByRole('button', { name: 'Done' }).click();
}
