import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { access, defaultAccess, routeAccessPlugin } from './route-access.ts';

describe('routeAccessPlugin', () => {
  it('refuses an /api route that does not say who may call it', async () => {
    const app = Fastify();
    routeAccessPlugin(app);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(
      /GET \/api\/undeclared declares no access/,
    );
    expect(() => app.post('/api/misspelt', { config: {} }, async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });

  it('refuses an undeclared /api route in a plugin too, and lets pages outside /api through', async () => {
    const app = Fastify();
    routeAccessPlugin(app);
    app.get('/showroom/page', async () => 'page');
    const plugin = app.register(async (child) => {
      child.put('/api/nested/:id', async () => ({}));
    });
    await expect(plugin).rejects.toThrow(/PUT \/api\/nested\/:id declares no access/);
  });

  it('lists each declared API route once per method (HEAD follows GET), sorted by path', async () => {
    const app = Fastify();
    const table = routeAccessPlugin(app);
    app.post('/api/b', access('homeowner'), async () => ({}));
    app.get('/api/a', access('public'), async () => ({}));
    app.get('/favicon.ico', async () => '');
    await app.ready();
    expect(table.entries()).toEqual([
      { method: 'GET', path: '/api/a', access: 'public' },
      { method: 'POST', path: '/api/b', access: 'homeowner' },
    ]);
    await app.close();
  });

  it("gives an undeclared route its scope's default access, and a declared one keeps its own", async () => {
    const app = Fastify();
    const table = routeAccessPlugin(app);
    await app.register(async (pro) => {
      defaultAccess(pro, 'admin');
      await pro.register(async (group) => {
        group.get('/api/defaulted', async (request) => request.routeOptions.config.access);
        group.get('/api/declared', access('public'), async () => ({}));
      });
    });
    await app.ready();
    expect(table.entries()).toEqual([
      { method: 'GET', path: '/api/declared', access: 'public' },
      { method: 'GET', path: '/api/defaulted', access: 'admin' },
    ]);
    expect((await app.inject('/api/defaulted')).body).toBe('admin');
    await app.close();
  });
});
