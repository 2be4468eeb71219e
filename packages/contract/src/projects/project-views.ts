import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { projectRoomSchema } from './project-rooms.ts';
import { styleProfileSchema } from './style-profile.ts';

/** A project on the homeowner's list (`GET /api/projects`), newest change first. */
export const projectSummarySchema = z.object({
  id: z.int(),
  /** Null for a project made before projects had names (a saved design, a cart turned project). */
  name: z.nullable(z.string()),
  /** What the project is shown by: its name, else its room and homeowner, else its number (`projectDisplayName`). */
  display_name: z.string(),
  room_type: z.nullable(z.string()),
  budget_cents: z.nullable(z.int()),
  zip: z.nullable(z.string()),
  /** The visualizer's address of its saved design, or null (`savedDesignPath`). */
  design_path: z.nullable(z.string()),
  room_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export const projectListResponseSchema = envelopeSchema(z.array(projectSummarySchema));
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;
export const projectSummaryResponseSchema = envelopeSchema(projectSummarySchema);
export type ProjectSummaryResponse = z.infer<typeof projectSummaryResponseSchema>;

/** How the caller takes part in the project (decision 0103's access rule). */
export const PROJECT_ROLES = ['owner', 'pro', 'designer'] as const;

/** A project's page (`GET /api/projects/{id}`): its facts, rooms, saved design and notes. */
export const projectDetailsSchema = z.object({
  ...projectSummarySchema.shape,
  /** As stored by `PUT /api/projectCart/{id}`: null, a text or a small JSON value. */
  extra_info: z.unknown(),
  /**
   * To its homeowner, the project's own style profile (the survey link changes it); to the pro and
   * designers, the project's else the homeowner's (decision 0115), shown read-only.
   */
  style_profile: z.nullable(styleProfileSchema),
  rooms: z.array(projectRoomSchema),
  role: z.enum(PROJECT_ROLES),
  shared_with_pro: z.boolean(),
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;
export const projectDetailsResponseSchema = envelopeSchema(projectDetailsSchema);
export type ProjectDetailsResponse = z.infer<typeof projectDetailsResponseSchema>;

export const projectRoomResponseSchema = envelopeSchema(projectRoomSchema);
/** `DELETE /api/projects/{id}/rooms/{roomId}`: the message, no data. */
export const projectRoomRemovedResponseSchema = envelopeSchema(z.null());
export type ProjectRoomResponse = z.infer<typeof projectRoomResponseSchema>;
