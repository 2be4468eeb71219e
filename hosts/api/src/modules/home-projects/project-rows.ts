import { type ProjectSummary, projectDisplayName, savedDesignPath } from '@showroom/contract/projects';
import { and, count, eq, sql } from 'drizzle-orm';
import { project_rooms } from '../carts/project-rooms-schema.ts';
import { projects } from '../carts/projects-schema.ts';
import { projectNameColumns } from '../project-access/index.ts';

/** The columns a project's summary is made of, its room count among them. */
export const summaryColumns = {
  ...projectNameColumns,
  budget_cents: projects.budget_cents,
  zip: projects.zip,
  floorplan: projects.floorplan,
  floor_template: projects.floor_template,
  created_at: projects.created_at,
  updated_at: projects.updated_at,
  room_count:
    sql<number>`(select ${count()} from ${project_rooms} where ${project_rooms.project_id} = ${projects.id})`.mapWith(
      Number,
    ),
};

type ProjectRow = typeof projects.$inferSelect;
export type SummaryRow = {
  [K in Exclude<keyof typeof summaryColumns, 'room_count' | 'owner_first_name'>]: ProjectRow[K];
} & { room_count: number; owner_first_name: string | null };

/** A homeowner's own project (not a cart). */
export const ownProject = (userId: number, id: number) =>
  and(eq(projects.id, id), eq(projects.user_id, userId), eq(projects.is_cart, false));

export function toSummary(row: SummaryRow): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    display_name: projectDisplayName(row),
    room_type: row.room_type,
    budget_cents: row.budget_cents,
    zip: row.zip,
    design_path: savedDesignPath(row.id, row.floorplan, row.floor_template),
    room_count: row.room_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Dollars as typed (at most two decimals, checked by the contract) to whole cents; null stays null. */
export const budgetCents = (budget: number | null): number | null =>
  budget === null ? null : Math.round(budget * 100);
