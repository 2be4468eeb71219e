import { session } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authUser,
  envelope,
  fakeApi,
  jsonResponse,
  resetPage,
  routes,
  TOKEN,
  toasts,
} from './auth-test-kit.ts';
import { updateProjectDesign } from './project-design.ts';

const design = { floorplan: { id: 'kitchen-l' }, floorTemplate: { id: null, materials: {} } };
const project = {
  id: 5,
  is_cart: false,
  showroom: 7,
  extra_info: 'Tile first.',
  ...design,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};
let page: ReturnType<typeof resetPage>;

beforeEach(() => {
  page = resetPage();
  session.setSession({ token: TOKEN, user: authUser() });
});
afterEach(() => page.unregister());

describe('updateProjectDesign', () => {
  it('sends only the design to PUT projectCart/{id}, so the notes stay', async () => {
    const requests = fakeApi({ 'PUT projectCart/5': envelope(project, 'Project updated.') });
    await expect(updateProjectDesign(5, design)).resolves.toBe('updated');
    expect(routes(requests)).toEqual(['PUT projectCart/5']);
    expect(requests[0]?.body).toEqual(design);
  });

  it('answers not-found, silently, when the project is gone or not this user’s', async () => {
    fakeApi({ 'PUT projectCart/5': jsonResponse(404, { message: 'Project not found.' }) });
    await expect(updateProjectDesign(5, design)).resolves.toBe('not-found');
    expect(toasts()).toEqual([]);
  });

  it('fails on any other error', async () => {
    fakeApi({ 'PUT projectCart/5': jsonResponse(500, { message: 'Database down.' }) });
    await expect(updateProjectDesign(5, design)).rejects.toThrow();
  });
});
