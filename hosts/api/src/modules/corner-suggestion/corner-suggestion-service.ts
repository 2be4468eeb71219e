import type { PhotoPoint, PhotoQuad, PhotoSurfaceKind } from '@showroom/contract/projects';
import type { Database } from '../../db/client.ts';
import { roomPhotoOf } from '../project-files/index.ts';
import { project_files } from '../project-files/project-files-schema.ts';
import { suggestCorners } from './suggest-corners.ts';

export interface CornerSuggestionDeps {
  db: Database;
}

/**
 * Suggested corners on a project's room photo (decision 0119). The route admits only the project's
 * participants first; the service answers only a room photo of that project (else `missing`, a 404).
 */
export function createCornerSuggestionService({ db }: CornerSuggestionDeps) {
  return {
    async suggest(
      projectId: number,
      token: string,
      kind: PhotoSurfaceKind,
      near: PhotoPoint | null,
    ): Promise<{ corners: PhotoQuad | null } | 'missing'> {
      const [file] = await db
        .select({ content: project_files.content, width: project_files.width, height: project_files.height })
        .from(project_files)
        .where(roomPhotoOf(projectId, token));
      if (!file || file.width === null || file.height === null) return 'missing';
      const photo = { width: file.width, height: file.height };
      return { corners: await suggestCorners({ bytes: file.content, photo, kind, near: near ?? undefined }) };
    },
  };
}

export type CornerSuggestionService = ReturnType<typeof createCornerSuggestionService>;
