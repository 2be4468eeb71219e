import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { seed } from '../db/seed/index.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_PLATFORM_ORIGIN = 'http://platform.test';
export const TEST_SITE_ORIGIN = 'http://localhost:8081';

export interface TestAppOptions {
  /** Products to seed; small by default so a file's setup stays quick. */
  products?: number;
  /** Built front end to serve; a path that does not exist gives the "not built" answer. */
  showroomDist?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** A seeded database and the app on top of it, for app.inject(); share one per test file (beforeAll). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seed(database.db, {
    products: options.products ?? 300,
    siteOrigins: [TEST_SITE_ORIGIN, 'http://127.0.0.1:8081'],
  });
  const app = await buildApp({
    db: database.db,
    config: {
      logLevel: 'silent',
      platformOrigin: TEST_PLATFORM_ORIGIN,
      showroomDist: options.showroomDist ?? '/nonexistent/showroom-dist',
    },
  });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
