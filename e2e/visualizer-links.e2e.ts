import { expect, test } from '@playwright/test';
import { MESSAGES, ROUTE_PATHS, shellPath } from '@showroom/contract';
import { productCardLinks } from './support/product-cards.ts';
import { ON_POSTGRES } from './support/tags.ts';
import { shellUrl } from './support/urls.ts';
import { enterShowroom } from './support/visualizer-steps.ts';

test.describe('The visualizer from where shoppers look (issue #22)', ON_POSTGRES, () => {
  test('the storefront links the visualizer, and "See it in a room" puts a product in a room', async ({
    page,
  }) => {
    await enterShowroom(page);
    const storefrontLink = page.locator('#main').getByRole('link', { name: MESSAGES.visualizeRoom });
    await expect(storefrontLink).toHaveAttribute('href', shellPath(ROUTE_PATHS.visualize));
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: MESSAGES.visualizeRoom })).toHaveAttribute(
      'href',
      shellPath(ROUTE_PATHS.visualize),
    );

    // A floor tile's page: Tile Flooring is carried by the demo showroom.
    await page.goto(shellUrl('/category/tile-flooring/product'));
    await productCardLinks(page).first().click();
    await expect(page).toHaveURL(/\/showroom\/product\/[0-9a-f]{16}/);
    const hash = /\/product\/([0-9a-f]{16})/.exec(page.url())?.[1] ?? '';
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('link', { name: MESSAGES.visualizeProduct }).click();

    // The address becomes an ordinary design link with the product in a slot, named by the slot's button.
    await expect(page).toHaveURL((url) => (url.searchParams.get('m') ?? '').includes(`.${hash}`));
    const slots = page.getByRole('navigation', { name: 'Room surfaces and fixtures' });
    await expect(slots.getByRole('button', { name: `: ${name}`, exact: false }).first()).toBeVisible();
  });
});
