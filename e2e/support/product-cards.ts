import type { Locator, Page } from '@playwright/test';

/**
 * The product cards' links inside `scope`. A loading list shows skeleton cards with the same
 * `sr-card__link` box as a `<span>`; only a loaded card's is a link, so clicking the first of
 * these waits for real cards instead of clicking a placeholder that goes nowhere.
 */
export function productCardLinks(scope: Page | Locator): Locator {
  return scope.locator('a.sr-card__link');
}
