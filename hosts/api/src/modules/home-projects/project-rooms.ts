import { MAX_PROJECT_ROOMS, type ProjectRoom } from '@showroom/contract/projects';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { project_rooms } from '../carts/project-rooms-schema.ts';
import { projects } from '../carts/projects-schema.ts';

export interface RoomInput {
  name: string;
  /** Left out when renaming: the room keeps its type. */
  room_type?: string | null | undefined;
}

const roomColumns = {
  id: project_rooms.id,
  name: project_rooms.name,
  room_type: project_rooms.room_type,
  position: project_rooms.position,
};

const touch = (db: Database, projectId: number, clock: Clock) =>
  db.update(projects).set({ updated_at: clock.now() }).where(eq(projects.id, projectId));

/**
 * Adds a room at the end of the project's rooms; null when the project already holds the most. The
 * project's row is locked first, so two tabs adding at once neither pass the limit nor share a place.
 */
export async function addRoom(
  db: Database,
  projectId: number,
  input: RoomInput,
  clock: Clock,
): Promise<ProjectRoom | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    const [counted] = await tx
      .select({
        rooms: sql<number>`count(*)`.mapWith(Number),
        next: sql<number>`coalesce(max(${project_rooms.position}) + 1, 0)`.mapWith(Number),
      })
      .from(project_rooms)
      .where(eq(project_rooms.project_id, projectId));
    if ((counted?.rooms ?? 0) >= MAX_PROJECT_ROOMS) return null;
    const [room] = await tx
      .insert(project_rooms)
      .values({
        project_id: projectId,
        name: input.name,
        room_type: input.room_type ?? null,
        position: counted?.next ?? 0,
        created_at: clock.now(),
      })
      .returning(roomColumns);
    await touch(tx, projectId, clock);
    return room ?? null;
  });
}

const roomOf = (projectId: number, roomId: number) =>
  and(eq(project_rooms.id, roomId), eq(project_rooms.project_id, projectId));

/** Renames a room of the project; null when the project has no such room. */
export async function renameRoom(
  db: Database,
  projectId: number,
  roomId: number,
  input: RoomInput,
  clock: Clock,
): Promise<ProjectRoom | null> {
  const [room] = await db
    .update(project_rooms)
    .set({ name: input.name, ...(input.room_type !== undefined && { room_type: input.room_type }) })
    .where(roomOf(projectId, roomId))
    .returning(roomColumns);
  if (room) await touch(db, projectId, clock);
  return room ?? null;
}

/** Removes a room of the project (what is filed under it goes with it); false when there is none. */
export async function removeRoom(
  db: Database,
  projectId: number,
  roomId: number,
  clock: Clock,
): Promise<boolean> {
  const removed = await db
    .delete(project_rooms)
    .where(roomOf(projectId, roomId))
    .returning({ id: project_rooms.id });
  if (removed.length > 0) await touch(db, projectId, clock);
  return removed.length > 0;
}
