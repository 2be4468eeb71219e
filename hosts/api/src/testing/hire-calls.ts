/** The homeowner's hire_designer calls and a project to hire for, for the hiring tests (decision 0108). */
import { randomUUID } from 'node:crypto';
import type { DesignStyleTag } from '@showroom/contract/pro';
import { projects } from '../modules/carts/projects-schema.ts';
import { bearer, type TestApp } from './test-app.ts';

export interface HireCaller {
  id: number;
  headers: Record<string, string>;
}

export async function hireCaller(t: TestApp, email: string): Promise<HireCaller> {
  return { id: await t.userIdOf(email), headers: bearer(await t.tokenFor(email)) };
}

/** A homeowner's own project (not a cart) with a survey's style tags. */
export async function projectFor(
  t: TestApp,
  ownerId: number,
  tags: DesignStyleTag[],
  name = 'Kitchen refresh',
) {
  const [row] = await t.db
    .insert(projects)
    .values({ user_id: ownerId, is_cart: false, name, style_profile: tags.length > 0 ? { tags } : null })
    .returning({ id: projects.id });
  return row!.id;
}

export const newHireKey = () => randomUUID();

export function listDesigners(t: TestApp, caller: HireCaller, projectId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/hire_designer?project=${projectId}`,
    headers: caller.headers,
  });
}

export function hire(t: TestApp, caller: HireCaller, key: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/hire_designer',
    headers: { ...caller.headers, 'idempotency-key': key },
    payload,
  });
}
