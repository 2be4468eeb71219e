import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import { createProjectFromDraft, type Draft, deleteDraftProject } from '../../modules/carts/index.ts';
import type { ShowroomsService } from '../../modules/showrooms/index.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { defineFlow, runFlow } from '../flow-runner.ts';

export interface SaveDesignDeps {
  db: Database;
  clock: Clock;
  showrooms: Pick<ShowroomsService, 'findActive'>;
}

export interface SaveDesignState {
  readonly deps: SaveDesignDeps;
  readonly userId: number;
  readonly showroom: number | undefined;
  readonly draft: Draft;
  /** find-showroom */
  showroomId?: number;
  /** create-project */
  projectId?: number;
}

/**
 * The visualizer's "Save design" at sign-in or registration (spec §4, POST /api/projectCart): the
 * draft's showroom must be an active pro's (modules/showrooms; a 422 on `showroom` otherwise), then
 * the project is made from the draft (modules/carts), undone by deleting it.
 */
export const saveDesignFlow = defineFlow<SaveDesignState>('save-design', [
  {
    name: 'find-showroom',
    async invoke(state) {
      const showroomId = await state.deps.showrooms.findActive(state.showroom);
      if (showroomId === null) throw fieldError('showroom', ACCOUNT_MESSAGES.showroomInvalid);
      state.showroomId = showroomId;
    },
  },
  {
    name: 'create-project',
    async invoke(state) {
      if (state.showroomId === undefined) throw new Error('save-design: showroomId is not set yet');
      const { db, clock } = state.deps;
      state.projectId = await createProjectFromDraft(db, state.userId, state.showroomId, state.draft, clock);
    },
    async compensate(state) {
      if (state.projectId !== undefined)
        await deleteDraftProject(state.deps.db, state.userId, state.projectId);
    },
  },
]);

/** Runs the flow; answers the new project's id. */
export async function saveDesign(
  deps: SaveDesignDeps,
  userId: number,
  showroom: number | undefined,
  draft: Draft,
): Promise<number> {
  const state = await runFlow(saveDesignFlow, { deps, userId, showroom, draft });
  if (state.projectId === undefined) throw new Error('save-design ended without a project');
  return state.projectId;
}
