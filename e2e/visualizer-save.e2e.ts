import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { projectCount, projectOf, saveUpdatesProject, storedSession } from './support/project-api.ts';
import { registerHomeowner, signIn } from './support/purchase-steps.ts';
import { siteUrl } from './support/urls.ts';
import { pickPlan, putProductOfNewVendor, slotList } from './support/visualizer-steps.ts';

const KITCHEN = 'L-shaped kitchen';

test.describe('Saving a design on the pro’s site', () => {
  test('signed out, "Save design" → the platform’s sign-in over the room → a project with the design, still on the pro’s page; saving again updates it', async ({
    page,
  }) => {
    await page.goto(siteUrl('/visualizer.html'));
    const widget = page.locator('showroom-visualizer');
    await expect(slotList(widget)).toBeVisible();
    await pickPlan(widget, KITCHEN);
    const floor = await putProductOfNewVendor(widget, 'Floor', 1);
    const save = widget.getByRole('button', { name: VISUALIZER_MESSAGES.saveDesign });

    // The sign-in opens over the room; Escape closes it and gives focus back to "Save design".
    await save.click();
    const panel = widget.getByRole('dialog', { name: VISUALIZER_MESSAGES.signInToSaveTitle });
    await expect(panel).toBeVisible();
    // The sign-in is the element's light-DOM child, shown through the panel's slot.
    const login = widget.locator('showroom-login[slot="sign-in"]');
    await expect(login.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(save).toBeFocused();

    await save.click();
    await expect(panel).toBeVisible();
    await signIn(login);
    await expect(page.getByText(VISUALIZER_MESSAGES.designSaved).first()).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(siteUrl('/visualizer.html'));
    await expect(slotList(widget).getByRole('button', { name: `Floor: ${floor}` })).toBeVisible();

    const { project } = await storedSession(page);
    expect(project).toMatch(/^\d+$/);
    const saved = await projectOf(page, project as string);
    expect(saved.floorplan?.id).toBeTruthy();
    expect(Object.keys(saved.floorTemplate?.materials ?? {})).toEqual(['floor']);
    expect(await page.evaluate(() => localStorage.getItem('visual_redirect'))).toBeNull();

    // Saving again (signed in now) updates the same project: no second one.
    await putProductOfNewVendor(widget, 'Backsplash', 2);
    const resaved = await saveUpdatesProject(page, project as string, () => save.click());
    expect(Object.keys(resaved.floorTemplate?.materials ?? {}).sort()).toEqual(['backsplash', 'floor']);
    await expect(page).toHaveURL(siteUrl('/visualizer.html'));
  });

  test('signed out, "Save design" → register instead, over the room → a project with the design, still on the pro’s page', async ({
    page,
  }) => {
    await page.goto(siteUrl('/visualizer.html'));
    const widget = page.locator('showroom-visualizer');
    await expect(slotList(widget)).toBeVisible();
    await pickPlan(widget, KITCHEN);
    const floor = await putProductOfNewVendor(widget, 'Floor', 1);
    await widget.getByRole('button', { name: VISUALIZER_MESSAGES.saveDesign }).click();
    await widget
      .locator('showroom-login[slot="sign-in"]')
      .getByRole('link', { name: 'Sign up for free as a homeowner' })
      .click();
    const panel = widget.getByRole('dialog', { name: VISUALIZER_MESSAGES.registerToSaveTitle });
    await expect(panel).toBeVisible();
    const register = widget.locator('showroom-register[slot="sign-in"]');
    await registerHomeowner(register, 'Rita Register');
    await register
      .getByRole('dialog', { name: ACCOUNT_MESSAGES.signupThanks })
      .getByRole('button', { name: 'Continue' })
      .click();

    await expect(page.getByText(VISUALIZER_MESSAGES.designSaved).first()).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(siteUrl('/visualizer.html'));
    await expect(slotList(widget).getByRole('button', { name: `Floor: ${floor}` })).toBeVisible();
    const { project } = await storedSession(page);
    expect(project).toMatch(/^\d+$/);
    expect(Object.keys((await projectOf(page, project as string)).floorTemplate?.materials ?? {})).toEqual([
      'floor',
    ]);
    expect(await projectCount(page)).toBe(1);
  });
});
