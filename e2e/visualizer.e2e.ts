import { expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { FLOOR_PLANS, layoutRoom } from '@showroom/rooms';
import { projectOf, saveUpdatesProject } from './support/project-api.ts';
import { registerHomeowner, signIn } from './support/purchase-steps.ts';
import { platformUrl, shellUrl, siteUrl } from './support/urls.ts';
import {
  bill,
  enterShowroom,
  expectBoxesOf,
  pickPlan,
  putProductOfNewVendor,
  slotList,
  vendorsOfBill,
} from './support/visualizer-steps.ts';

const KITCHEN = 'L-shaped kitchen';

/** Back at the same design (the address names its new project too), and that project's id. */
async function expectSameDesign(page: Page, design: URL): Promise<string> {
  await expect(page).toHaveURL((url) => url.pathname === design.pathname && url.searchParams.has('project'));
  const back = new URL(page.url());
  const project = back.searchParams.get('project') ?? '';
  back.searchParams.delete('project');
  expect(back.search).toBe(design.search);
  expect(await page.evaluate(() => localStorage.getItem('project'))).toBe(project);
  return project;
}

/** The floor's area of the plan at its default size, as the contract lays it out. */
function floorAreaOf(planId: string): number {
  const plan = FLOOR_PLANS.find((candidate) => candidate.id === planId);
  const floor = plan && layoutRoom(plan).slots.find((slot) => slot.id === 'floor');
  if (!floor || !('areaSqft' in floor)) throw new Error(`no floor in ${planId}`);
  return floor.areaSqft;
}

/** WebGL is missing: every canvas refuses a WebGL context (as on a machine without GPU or software GL). */
async function withoutWebgl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (/webgl/.test(kind)) return null;
      return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof original;
  });
}

test.describe('The visualizer', () => {
  test('a kitchen with three brands’ floor, backsplash and faucet → bill of materials by vendor → the room in the cart', async ({
    page,
  }) => {
    await enterShowroom(page);
    await page.goto(shellUrl(ROUTE_PATHS.visualize));
    await pickPlan(page, KITCHEN);
    const planId = new URL(page.url()).searchParams.get('plan') ?? '';

    await putProductOfNewVendor(page, 'Floor', 1);
    await putProductOfNewVendor(page, 'Backsplash', 2);
    await putProductOfNewVendor(page, 'Faucet', 3);
    await expect(vendorsOfBill(page)).toHaveCount(3);
    await expectBoxesOf(page, page, 'floor', floorAreaOf(planId));

    // The design's link opens the same room in a new tab.
    const link = page.url();
    expect(link).toMatch(/[?&]m=floor\.[0-9a-f]{16}/);

    await bill(page).getByRole('button', { name: 'Add room to cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.cart));
    await expect(page.getByRole('region', { name: /^Sold by / })).toHaveCount(3);

    const again = await page.context().newPage();
    await again.goto(link);
    await expect(slotList(again).getByRole('button', { name: /^Faucet: (?!nothing chosen)/ })).toBeVisible();
    await expect(vendorsOfBill(again)).toHaveCount(3);
  });

  test('on the pro’s site: <showroom-visualizer> puts three vendors’ products in the cart kept on that site', async ({
    page,
  }) => {
    await page.goto(siteUrl('/visualizer.html'));
    const widget = page.locator('showroom-visualizer');
    await expect(slotList(widget)).toBeVisible();
    await pickPlan(widget, KITCHEN);
    await putProductOfNewVendor(widget, 'Floor', 1);
    await putProductOfNewVendor(widget, 'Backsplash', 2);
    await putProductOfNewVendor(widget, 'Faucet', 3);
    await bill(widget).getByRole('button', { name: 'Add room to cart' }).click();

    const cartButton = page.locator('showroom-cart-button').getByRole('button', { name: /^Cart, / });
    await expect(cartButton).not.toHaveAccessibleName('Cart, 0 items');
    const token = await page.evaluate(() => localStorage.getItem('cart_id'));
    const showroom = await page.evaluate(() => JSON.parse(localStorage.getItem('my_item') ?? '{}').showroom);
    const response = await page.request.get(
      platformUrl(`/api/projectCart?showroom=${showroom}&temp_project_id=${token}`),
    );
    const cart = ((await response.json()) as { data: { vendors: unknown[]; Project_tans: unknown[] } }).data;
    expect(cart.vendors).toHaveLength(3);
    expect(cart.Project_tans).toHaveLength(3);
  });

  test('without WebGL: the room from above, its slots open the pickers and the bill follows', async ({
    page,
  }) => {
    await withoutWebgl(page);
    await enterShowroom(page);
    await page.goto(shellUrl(ROUTE_PATHS.visualize));
    await pickPlan(page, KITCHEN);
    const plan = page.getByRole('group', { name: 'The room seen from above' });
    await expect(plan).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    await putProductOfNewVendor(page, 'Floor', 1, () =>
      plan.getByRole('button', { name: /^Floor:/ }).click(),
    );
    await putProductOfNewVendor(page, 'Faucet', 2, () =>
      plan.getByRole('button', { name: /^Faucet:/ }).click(),
    );
    await expect(plan.getByRole('button', { name: /^Floor: (?!nothing chosen)/ })).toBeVisible();
    await expect(vendorsOfBill(page)).toHaveCount(2);
    await expect(bill(page).getByTestId('bom-total')).not.toHaveText('$0.00');
  });

  test('signed out, "Save design" → sign in → back to the same design with a project made from it; saving again updates it', async ({
    page,
  }) => {
    await enterShowroom(page);
    await page.goto(shellUrl(ROUTE_PATHS.visualize));
    await pickPlan(page, KITCHEN);
    const floor = await putProductOfNewVendor(page, 'Floor', 1);
    const design = new URL(page.url());

    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page).toHaveURL(/\/showroom\/login\?redirect=/);
    await signIn(page);
    const project = await expectSameDesign(page, design);
    await expect(slotList(page).getByRole('button', { name: `Floor: ${floor}` })).toBeVisible();
    expect(project).toMatch(/^\d+$/);
    expect((await projectOf(page, project)).floorTemplate?.materials).toHaveProperty('floor');
    expect(await page.evaluate(() => localStorage.getItem('visual_redirect'))).toBeNull();

    // Saving again updates the same project: no second one.
    await putProductOfNewVendor(page, 'Faucet', 2);
    const resaved = await saveUpdatesProject(page, project, () =>
      page.getByRole('button', { name: 'Save design' }).click(),
    );
    expect(resaved.floorTemplate?.materials).toHaveProperty('faucet');
    expect(new URL(page.url()).searchParams.get('project')).toBe(project);
  });

  test('signed out, "Save design" → register instead → back to the same design with a project made from it', async ({
    page,
  }) => {
    await enterShowroom(page);
    await page.goto(shellUrl(ROUTE_PATHS.visualize));
    await pickPlan(page, KITCHEN);
    const floor = await putProductOfNewVendor(page, 'Floor', 1);
    const design = new URL(page.url());
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page).toHaveURL(/\/showroom\/login\?redirect=/);

    // A new homeowner registers instead (three steps, the card in the platform's frame).
    await page.goto(shellUrl(ROUTE_PATHS.register));
    await registerHomeowner(page, 'Vera Visual');
    const thanks = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.signupThanks });
    await thanks.getByRole('button', { name: 'Continue' }).click();
    expect(await expectSameDesign(page, design)).toMatch(/^\d+$/);
    await expect(slotList(page).getByRole('button', { name: `Floor: ${floor}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('visual_redirect'))).toBeNull();
  });
});
