import type { HiredDesigner } from '@showroom/contract/projects';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { project_designers } from '../project-access/project-designers-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

/** The ids of the designers hired for a project. */
export async function hiredDesignerIds(db: Database, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: project_designers.designer_id })
    .from(project_designers)
    .where(eq(project_designers.project_id, projectId));
  return rows.map((row) => row.id);
}

/** Spec §7's `data.designers` of `POST /api/hire_designer`: the project's hired designers, first hired first. */
export async function hiredDesigners(db: Database, projectId: number): Promise<HiredDesigner[]> {
  const rows = await db
    .select({
      id: project_designers.designer_id,
      company_name: shop_profiles.company_name,
      fee_cents: project_designers.fee_cents,
      hired_at: project_designers.hired_at,
    })
    .from(project_designers)
    .innerJoin(shop_profiles, eq(shop_profiles.user_id, project_designers.designer_id))
    .where(eq(project_designers.project_id, projectId))
    .orderBy(asc(project_designers.hired_at), asc(project_designers.id));
  return rows.map((row) => ({ ...row, hired_at: row.hired_at.toISOString() }));
}
