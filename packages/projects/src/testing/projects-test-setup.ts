/** Per-test set-up of the projects screens: the shared screen stub (`@showroom/core/testing`) and fixtures. */
import type { ProjectDetails, ProjectSummary } from '@showroom/contract/projects';
import { type StubRoutes, setUpScreenTest, signInTestUser } from '@showroom/core/testing';

/** Project 12's checklist, empty: the project page's checklist section loads it (decision 0106). */
const emptyChecklist = {
  project: { id: 12, name: 'Kitchen refresh', showroom: 5 },
  role: 'owner',
  items: [],
  totals: { count: 0, unchecked_count: 0, subtotal: 0, unchecked_subtotal: 0 },
};

export function setUpProjectsTest(routes: StubRoutes) {
  return setUpScreenTest({
    'GET projectChecklist/12': () => ok(emptyChecklist),
    // The room photos section loads each room's photos: the page tests' kitchen (3) and a new room (4) have none.
    'GET projects/12/rooms/3/photos': () => ok([]),
    'GET projects/12/rooms/4/photos': () => ok([]),
    ...routes,
  });
}

/** The signed-in homeowner (or another account `type`), as a session holds them. */
export function signInAs(type = 'User'): void {
  signInTestUser({ id: 7, email: 'homeowner@showroom.test', type }, '7|projects-test-token');
}

const TIME = '2026-11-29T10:00:00.000Z';

export function summary(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 12,
    name: 'Kitchen refresh',
    display_name: 'Kitchen refresh',
    room_type: 'Kitchen',
    budget_cents: 1_850_000,
    zip: '94110',
    design_path: null,
    room_count: 0,
    created_at: TIME,
    updated_at: TIME,
    ...overrides,
  };
}

export function details(overrides: Partial<ProjectDetails> = {}): ProjectDetails {
  return {
    ...summary(),
    extra_info: null,
    style_profile: null,
    rooms: [],
    role: 'owner',
    shared_with_pro: false,
    ...overrides,
  };
}

export const ok = <T>(data: T, message = '') => ({ body: { success: true, message, data } });
