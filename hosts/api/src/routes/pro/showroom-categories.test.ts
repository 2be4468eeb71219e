import { shopProfileResponseSchema, validationErrorSchema } from '@showroom/contract';
import { SHOWROOM_CATEGORY_MESSAGES, showroomCategoriesResponseSchema } from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let contractor: Record<string, string>;
let contractorId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
  contractorId = await t.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
});
afterAll(() => t.close());

const read = () => t.app.inject({ method: 'GET', url: '/api/pro/showroom/categories', headers: contractor });
const save = (category_ids: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/pro/showroom/categories',
    headers: contractor,
    payload: { category_ids },
  });
const publicCategories = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/visualization/shop_profile?showroom=${contractorId}`,
  });
  const data = shopProfileResponseSchema.parse(response.json()).data.data;
  if (Array.isArray(data)) throw new Error('expected a profile');
  return data.category.map((category) => category.id);
};
const menuCategoryIds = async () => {
  // The menu answers through the catalogue's cached showroom context.
  const response = await t.app.inject({ method: 'GET', url: `/api/menu_category_show_all/${contractorId}` });
  return JSON.stringify(response.json());
};

describe('GET and PUT /api/pro/showroom/categories', () => {
  it('lists the catalogue’s top categories and those the showroom carries', async () => {
    const { data } = showroomCategoriesResponseSchema.parse((await read()).json());
    expect(data.available).toHaveLength(22);
    expect(data.carried).toEqual(data.available.map((category) => category.id).sort((a, b) => a - b));
  });

  it('replaces them; the public profile and the catalogue show only those at once', async () => {
    const { data } = showroomCategoriesResponseSchema.parse((await read()).json());
    const [first, second, dropped] = data.available;
    if (!first || !second || !dropped) throw new Error('expected categories');
    // Read once before, so a cached answer would show if the change did not drop it.
    expect(await menuCategoryIds()).toContain(dropped.name);
    const response = await save([second.id, first.id, first.id]);
    expect(response.statusCode).toBe(200);
    const body = showroomCategoriesResponseSchema.parse(response.json());
    expect(body.message).toBe(SHOWROOM_CATEGORY_MESSAGES.saved);
    expect(body.data.carried).toEqual([first.id, second.id].sort((a, b) => a - b));
    expect((await publicCategories()).sort()).toEqual([first.id, second.id].sort());
    expect(await menuCategoryIds()).not.toContain(dropped.name);
  });

  it.each([
    ['none', [], SHOWROOM_CATEGORY_MESSAGES.noneChosen],
    ['an unknown id', [999_999], SHOWROOM_CATEGORY_MESSAGES.unknown],
    ['no list', 'all', SHOWROOM_CATEGORY_MESSAGES.noneChosen],
  ])('refuses %s with a field error and keeps the saved list', async (_, ids, message) => {
    const before = await publicCategories();
    const response = await save(ids);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.category_ids).toEqual([message]);
    expect(await publicCategories()).toEqual(before);
  });
});
