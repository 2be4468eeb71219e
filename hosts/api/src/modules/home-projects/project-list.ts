import type { ProjectSummary, StyleProfile } from '@showroom/contract/projects';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';
import { budgetCents, type SummaryRow, summaryColumns, toSummary } from './project-rows.ts';

/**
 * `GET /api/projects`: the homeowner's projects, newest change first: designs saved from the visualizer,
 * carts turned into projects at sign-in and the ones made on the list. Carts are not projects (decision 0104).
 */
export async function listOwnProjects(db: Database, userId: number): Promise<ProjectSummary[]> {
  const rows: SummaryRow[] = await db
    .select(summaryColumns)
    .from(projects)
    .where(and(eq(projects.user_id, userId), eq(projects.is_cart, false)))
    .orderBy(desc(projects.updated_at), desc(projects.id));
  return rows.map(toSummary);
}

/** What `POST /api/projects` stores, after the contract's checks. */
export interface NewProject {
  name: string;
  room_type: string;
  /** Dollars; null when the homeowner has no budget yet. */
  budget: number | null;
  zip: string;
  style_profile: StyleProfile | null;
}

/**
 * A new project of the homeowner's in the showroom they shop (null when they chose none yet), with the
 * style profile of the survey taken for it, else the homeowner's.
 */
export async function createOwnProject(
  db: Database,
  userId: number,
  showroomId: number | null,
  input: NewProject,
  clock: Clock,
): Promise<ProjectSummary> {
  const now = clock.now();
  const [created] = await db
    .insert(projects)
    .values({
      user_id: userId,
      showroom_id: showroomId,
      is_cart: false,
      name: input.name,
      room_type: input.room_type,
      budget_cents: budgetCents(input.budget),
      zip: input.zip,
      // Without the survey taken for it, a new project starts from the homeowner's own style profile.
      style_profile:
        input.style_profile ??
        sql`(select ${users.style_profile} from ${users} where ${users.id} = ${userId})`,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: projects.id });
  const [row] = await db.select(summaryColumns).from(projects).where(eq(projects.id, created!.id));
  return toSummary(row!);
}
