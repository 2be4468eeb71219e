import type { ProjectDetails, ProjectRoom } from '@showroom/contract/projects';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { project_rooms } from '../carts/project-rooms-schema.ts';
import { projects } from '../carts/projects-schema.ts';

import type { ProjectRole } from '../project-access/index.ts';
import { budgetCents, ownProject, type SummaryRow, summaryColumns, toSummary } from './project-rows.ts';
import { projectStyleProfile } from './project-style.ts';

const roomColumns = {
  id: project_rooms.id,
  name: project_rooms.name,
  room_type: project_rooms.room_type,
  position: project_rooms.position,
};

/** A project's rooms in the homeowner's order. */
export async function roomsOf(db: Database, projectId: number): Promise<ProjectRoom[]> {
  return db
    .select(roomColumns)
    .from(project_rooms)
    .where(eq(project_rooms.project_id, projectId))
    .orderBy(asc(project_rooms.position), asc(project_rooms.id));
}

/**
 * `GET /api/projects/{id}`: a project's page for a caller the access rule let in (decision 0103), with
 * how they take part. Null when the project is gone.
 */
export async function projectDetails(
  db: Database,
  projectId: number,
  role: ProjectRole,
): Promise<ProjectDetails | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      extra_info: projects.extra_info,
      style_profile: projects.style_profile,
      shared_with_pro_at: projects.shared_with_pro_at,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const summary: SummaryRow = row;
  return {
    ...toSummary(summary),
    extra_info: row.extra_info ?? null,
    // The pro and designers work to the homeowner's taste even when no survey was taken for the project.
    style_profile: role === 'owner' ? (row.style_profile ?? null) : await projectStyleProfile(db, projectId),
    rooms: await roomsOf(db, projectId),
    role,
    shared_with_pro: row.shared_with_pro_at !== null,
  };
}

/** The facts `PUT /api/projects/{id}` changes; each one given replaces the stored one. */
export interface FactChanges {
  name?: string | undefined;
  room_type?: string | undefined;
  budget?: number | null | undefined;
  zip?: string | undefined;
}

/** `PUT /api/projects/{id}`: the homeowner changes their project's facts; false when it is not theirs. */
export async function updateProjectFacts(
  db: Database,
  userId: number,
  projectId: number,
  changes: FactChanges,
  clock: Clock,
): Promise<boolean> {
  const updated = await db
    .update(projects)
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.room_type !== undefined && { room_type: changes.room_type }),
      ...(changes.budget !== undefined && { budget_cents: budgetCents(changes.budget) }),
      ...(changes.zip !== undefined && { zip: changes.zip }),
      updated_at: clock.now(),
    })
    .where(ownProject(userId, projectId))
    .returning({ id: projects.id });
  return updated.length > 0;
}
