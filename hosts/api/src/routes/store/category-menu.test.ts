import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import { menuCategoryResponseSchema } from '@showroom/contract/catalog';
import { SHOP_CATEGORIES } from '@showroom/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showroomByVsdId, showroomMissingACategory } from '../../testing/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menu = (id: string | number) =>
  t.app.inject({ method: 'GET', url: `/api/menu_category_show_all/${id}` });

describe('GET /api/menu_category_show_all/{id}', () => {
  it('lists all 22 shop categories with their sub-categories for id 0 (no showroom)', async () => {
    const response = await menu(0);
    expect(response.statusCode).toBe(200);
    const entries = menuCategoryResponseSchema.parse(response.json()).data.data;
    expect(entries.map((entry) => entry.category.name)).toEqual([...SHOP_CATEGORIES]);
    for (const { category, category_id } of entries) {
      expect(category_id).toBe(category.id);
      expect(category.parent_id).toBeNull();
      expect(category.children.length).toBeGreaterThan(0);
      for (const sub of category.children) {
        expect(sub.parent_id).toBe(category.id);
        expect(sub.unit).toBe(category.unit);
      }
    }
  });

  it('lists only the categories a showroom carries', async () => {
    const { showroom } = await showroomMissingACategory(t.db);
    const entries = menuCategoryResponseSchema.parse((await menu(showroom.userId)).json()).data.data;
    expect(entries.map((entry) => entry.category_id).sort((a, b) => a - b)).toEqual(
      [...showroom.topCategoryIds].sort((a, b) => a - b),
    );
    expect(entries.length).toBeLessThan(SHOP_CATEGORIES.length);
    const homepro = await showroomByVsdId(t.db, 'HOMEPRO1');
    expect(menuCategoryResponseSchema.parse((await menu(homepro.userId)).json()).data.data.length).toBe(
      homepro.topCategoryIds.length,
    );
  });

  it('404s an unknown showroom', async () => {
    const response = await menu(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
  });

  it.each([['abc'], ['-1'], ['1.5'], ['99999999999']])('422s the id %s', async (id) => {
    const response = await menu(id);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(response.json()).errors)).toEqual(['id']);
  });
});
