import { expect, type Page } from '@playwright/test';
import { platformUrl } from './urls.ts';

/** What the journeys check of a saved design's project (`GET /api/projectCart/{id}`). */
export interface SavedProject {
  id: number;
  floorplan: { id: string } | null;
  floorTemplate: { id: string | null; materials: Record<string, string> } | null;
}

/** The signed-in visitor's token and stored project id on the page's origin. */
export async function storedSession(page: Page): Promise<{ token: string; project: string | null }> {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('authToken') ?? '',
    project: localStorage.getItem('project'),
  }));
  return stored;
}

/** `GET /api/projectCart/{id}` as the signed-in visitor. */
export async function projectOf(page: Page, id: number | string): Promise<SavedProject> {
  const { token } = await storedSession(page);
  const response = await page.request.get(platformUrl(`/api/projectCart/${id}`), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`GET /api/projectCart/${id}: ${response.status()}`);
  return ((await response.json()) as { data: SavedProject }).data;
}

/** How many projects (not carts) the signed-in visitor has (`GET /api/authuser`). */
export async function projectCount(page: Page): Promise<number> {
  const { token } = await storedSession(page);
  const response = await page.request.get(platformUrl('/api/authuser'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { total_projects: number } }).data.total_projects;
}

/**
 * Saves the design again (`save`) and checks it updated `project` in place: a PUT of that project
 * answering 200, and no new project. Answers the project as saved.
 */
export async function saveUpdatesProject(
  page: Page,
  project: string,
  save: () => Promise<void>,
): Promise<SavedProject> {
  const projects = await projectCount(page);
  const updated = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/projectCart/${project}`),
  );
  await save();
  expect((await updated).status()).toBe(200);
  expect(await projectCount(page)).toBe(projects);
  return projectOf(page, project);
}
