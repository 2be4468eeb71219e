import { project_rooms } from '../../modules/carts/project-rooms-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import type { TestApp } from '../test-app.ts';

/** The fuzzing homeowner's project and one of its rooms. */
export interface FuzzProject {
  projectId: number;
  roomId: number;
}

/**
 * A project of the fuzzing homeowner's, in the fuzzing pro's showroom and shared with them, with one room:
 * the project routes' valid requests name it, so their mutated bodies reach past the access rule's 404.
 */
export async function insertFuzzProject(
  t: TestApp,
  input: { homeownerId: number; showroomId: number },
): Promise<FuzzProject> {
  const [project] = await t.db
    .insert(projects)
    .values({
      user_id: input.homeownerId,
      showroom_id: input.showroomId,
      is_cart: false,
      name: 'Fuzz kitchen',
      room_type: 'Kitchen',
      shared_with_pro_at: new Date(),
    })
    .returning({ id: projects.id });
  const [room] = await t.db
    .insert(project_rooms)
    .values({ project_id: project!.id, name: 'Kitchen', room_type: 'Kitchen' })
    .returning({ id: project_rooms.id });
  return { projectId: project!.id, roomId: room!.id };
}
