import { expect, test } from '@playwright/test';
import { DEMO_SHOWROOM, platformUrl, siteUrl } from './support/urls.ts';

test.describe('Showroom entry embedded on a pro’s own site', () => {
  test('the script tag preselects the showroom and Next opens the platform showroom', async ({ page }) => {
    await page.goto(siteUrl('/'));
    const widget = page.locator('showroom-entry');
    // Playwright locators pierce open shadow roots.
    await expect(widget.getByText(DEMO_SHOWROOM.company)).toBeVisible();
    await expect(widget.getByLabel('Enter Showroom ID')).toHaveValue(DEMO_SHOWROOM.id);
    const siteButton = page.locator('.site-button');
    await expect(siteButton).toHaveCSS('background-color', 'rgb(244, 201, 93)');

    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`^${platformUrl('/showroom/visualize/contractor/all')}`));
    await expect(page.getByRole('heading', { name: `Welcome to ${DEMO_SHOWROOM.company}` })).toBeVisible();
  });

  test('the host page may handle showroom:navigate itself', async ({ page }) => {
    await page.goto(siteUrl('/'));
    await page.evaluate(() => {
      document.addEventListener('showroom:navigate', (event) => {
        event.preventDefault();
        document.body.dataset.navigatedTo = (event as CustomEvent<{ path: string }>).detail.path;
      });
    });
    const widget = page.locator('showroom-entry');
    await expect(widget.getByText(DEMO_SHOWROOM.company)).toBeVisible();
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-navigated-to', '/visualize/contractor/all');
    await expect(page).toHaveURL(siteUrl('/'));
  });

  test('hostile host CSS does not break the widget, and the widget does not restyle the host', async ({
    page,
  }) => {
    await page.goto(siteUrl('/hostile.html'));
    const widget = page.locator('showroom-entry');
    const next = widget.getByRole('button', { name: 'Next' });
    await expect(widget.getByText(DEMO_SHOWROOM.company)).toBeVisible();
    await expect(next).toBeVisible();
    await expect(next).toBeEnabled();
    const input = widget.getByLabel('Enter Showroom ID');
    await expect(input).not.toHaveCSS('font-size', '40px');
    await expect(input).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    // The host page keeps its own (odd) rules.
    await expect(page.locator('#host-button')).toBeHidden();
    await expect(page.locator('.host-text')).toHaveCSS('font-family', /Comic Sans/);
  });
});
