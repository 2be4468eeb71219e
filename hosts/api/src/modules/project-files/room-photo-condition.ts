import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { project_files } from './project-files-schema.ts';

/**
 * The row of the project's room photo `token`: a chat file or PDF, or another project's photo, is not
 * one (surfaces and suggested corners are laid on room photos only).
 */
export function roomPhotoOf(projectId: number, token: string): SQL {
  return and(
    eq(project_files.token, token),
    eq(project_files.project_id, projectId),
    eq(project_files.kind, 'photo'),
    isNotNull(project_files.room_id),
  ) as SQL;
}
