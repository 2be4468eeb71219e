import { z } from 'zod/mini';
import { requiredText } from '../validation/fields.ts';
import { positiveIdField } from '../validation/query-params.ts';
import { PROJECT_ROOM_TYPES } from './project-facts.ts';

/** The most rooms one project holds: a whole home, with room to spare. */
export const MAX_PROJECT_ROOMS = 30;
export const MAX_ROOM_NAME_LENGTH = 60;

/** A room of a project (`project_rooms`): photos, checklist lines and chat refer to it. */
export const projectRoomSchema = z.object({
  id: z.int(),
  name: z.string(),
  room_type: z.nullable(z.string()),
  position: z.int(),
});
export type ProjectRoom = z.infer<typeof projectRoomSchema>;

/** `POST /api/projects/{id}/rooms` and `PUT /api/projects/{id}/rooms/{roomId}`. */
export const projectRoomRequestSchema = z.object({
  name: requiredText('name', MAX_ROOM_NAME_LENGTH),
  room_type: z.optional(
    z.nullable(z.enum(PROJECT_ROOM_TYPES, { error: 'Choose a room type from the list.' })),
  ),
});
export type ProjectRoomRequest = z.input<typeof projectRoomRequestSchema>;

/** A project's id in the path (`/api/projects/{id}`). */
export const projectIdParamsSchema = z.object({ id: positiveIdField('id') });
/** A room of a project in the path (`/api/projects/{id}/rooms/{roomId}`). */
export const projectRoomParamsSchema = z.object({
  id: positiveIdField('id'),
  roomId: positiveIdField('room id'),
});
