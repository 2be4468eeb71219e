import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { boxesForArea, defaultWastePercent } from '@showroom/contract/cart';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './urls.ts';

/** The visualizer's slot list inside `root` (the shell's page or the element). */
export const slotList = (root: Page | Locator) =>
  root.getByRole('navigation', { name: 'Room surfaces and fixtures' });
export const bill = (root: Page | Locator) => root.getByRole('region', { name: 'Bill of materials' });
export const vendorsOfBill = (root: Page | Locator) => bill(root).getByRole('region', { name: /^Sold by / });

/** Chooses the demo showroom on the home page (its prices and cart are the visualizer's). */
export async function enterShowroom(page: Page): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.home));
  await page.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
  await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
}

/** Picks the first plan of a kind of room. */
export async function pickPlan(root: Page | Locator, kind: string): Promise<void> {
  await root.getByLabel('Kind of room').selectOption({ label: kind });
  const plan = root.getByRole('list', { name: 'Floor plans' }).getByRole('button').first();
  await plan.click();
  await expect(plan).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Opens a slot (through `open`, the list's button or the 2D plan's region) and tries its products in
 * order until the bill of materials counts `vendors` vendors (each brand sells through one vendor, so a
 * new vendor is a new brand); returns the chosen product's name.
 */
export async function putProductOfNewVendor(
  root: Page | Locator,
  slotLabel: string,
  vendors: number,
  open: () => Promise<void> = () =>
    slotList(root)
      .getByRole('button', { name: new RegExp(`^${slotLabel}:`) })
      .click(),
): Promise<string> {
  await open();
  const picker = root.getByRole('dialog', { name: `Choose the ${slotLabel.toLowerCase()}` });
  // A sold-out product's button is disabled (issue #22): only those that can be chosen.
  const products = picker.getByRole('list', { name: 'Products' }).getByRole('button', { disabled: false });
  await expect(products.first()).toBeVisible();
  for (let index = 0; index < 12; index++) {
    const name = (await products.nth(index).locator('.sr-picker__name').textContent()) ?? '';
    // Clicked by its name, not its place: under load the list can still be rendering a newer answer.
    await products
      .filter({ has: picker.page().getByText(name, { exact: true }) })
      .first()
      .click();
    await expect(slotList(root).getByRole('button', { name: `${slotLabel}: ${name}` })).toBeVisible();
    if ((await vendorsOfBill(root).count()) === vendors) {
      await picker.getByRole('button', { name: 'Close' }).click();
      return name;
    }
  }
  throw new Error(`no product of a new vendor for the ${slotLabel}`);
}

interface BoxProduct {
  box_sqft: number;
  price: number;
  pattern: string | null;
}

/**
 * Checks one surface line of the bill: its area is `areaSqft` and its boxes are the contract's
 * `boxesForArea` of that area for the product's box (asked of the API by the line's product hash).
 */
export async function expectBoxesOf(
  root: Page | Locator,
  page: Page,
  slotId: string,
  areaSqft: number,
): Promise<void> {
  const line = bill(root).locator(`[data-slots~="${slotId}"]`);
  const hash = await line.getAttribute('data-product');
  const showroom = await page.evaluate(
    () => JSON.parse(localStorage.getItem('my_item') ?? '{}').showroom as number,
  );
  const response = await page.request.get(platformUrl(`/api/product/${hash}?showroom=${showroom}`));
  const detail = ((await response.json()) as { data: { data: { sizes: BoxProduct[] } } }).data.data;
  const size = [...detail.sizes].sort((a, b) => a.price - b.price)[0] as BoxProduct;
  const expected = boxesForArea({
    areaSqft,
    boxSqft: size.box_sqft,
    pricePerBoxCents: Math.round(size.price * 100),
    wastePercent: defaultWastePercent(size.pattern),
  });
  await expect(line.getByTestId('bom-qty')).toHaveText(
    `${areaSqft} sqft + ${defaultWastePercent(size.pattern)}% → ${expected.boxes} ${expected.boxes === 1 ? 'box' : 'boxes'}`,
  );
}
