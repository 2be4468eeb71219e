import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { CART_MESSAGES } from '@showroom/contract/cart';
import { PROJECT_CHECKLIST_MESSAGES } from '@showroom/contract/projects';
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { emptySignedInCart } from './support/cart-api.ts';
import { signIn } from './support/purchase-steps.ts';
import { shellUrl } from './support/urls.ts';
import { bill, enterShowroom, pickPlan, putProductOfNewVendor } from './support/visualizer-steps.ts';

const M = PROJECT_CHECKLIST_MESSAGES;

test.describe('The project checklist', () => {
  test('signed out → sign in and back to the checklist; a saved design’s bill onto the checklist, rebuilt from the design, then all of it into the cart', async ({
    page,
  }) => {
    await enterShowroom(page);
    // Spec §4 (d): the sign-in sends the homeowner back to /visualize/checklist.
    await page.goto(shellUrl(ROUTE_PATHS.checklist));
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await signIn(page);
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.checklist));
    await expect(page.getByRole('heading', { name: M.title, level: 1 })).toBeVisible();

    await page.goto(shellUrl(ROUTE_PATHS.visualize));
    await pickPlan(page, 'L-shaped kitchen');
    const floor = await putProductOfNewVendor(page, 'Floor', 1);
    await page.getByRole('button', { name: VISUALIZER_MESSAGES.saveDesign }).click();
    await expect(page.getByText(VISUALIZER_MESSAGES.designSaved).first()).toBeVisible();

    await bill(page).getByRole('button', { name: M.addToChecklist }).click();
    await expect(page.getByText('1 item added to the checklist.').first()).toBeVisible();
    await page.getByRole('link', { name: M.viewChecklist }).first().click();
    await expect(page).toHaveURL(new RegExp(`${ROUTE_PATHS.checklist}\\?project=\\d+$`));
    const line = page.getByRole('listitem').filter({ hasText: floor });
    await expect(line.getByText('Added by you')).toBeVisible();
    await expect(line.getByText(/sqft \+ \d+% → \d+ box(es)?$/)).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: M.buildFromDesign }).click();
    await expect(page.getByText('The checklist now holds 1 item.').first()).toBeVisible();

    await page.getByRole('button', { name: M.addAllToCart }).click();
    await expect(page.getByText(CART_MESSAGES.itemsAdded).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart \d+ items?$/ }),
    ).toBeVisible();
    // The demo homeowner is shared by the journeys after this one: leave their cart empty.
    await emptySignedInCart(page);
  });
});
