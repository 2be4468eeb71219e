/**
 * "Save design" (spec §3, §4; issue #13). The design is always stored as the draft item and on
 * `my_item` (floorplan, floorTemplate, is_3d). A signed-out visitor then signs in with
 * `visual_redirect` naming this design's address: sign-in or registration creates the project from
 * the draft and comes back here naming it (core's sign-in outcome). In the shell the visitor is
 * sent to the sign-in page; inside `<showroom-visualizer>` the caller shows the sign-in in place
 * (the pro's origin keeps the draft). Signed in, a design that knows its project updates it, and
 * one that does not (or whose project is gone or not this user's) creates a new project.
 */
import { loginPath, STORAGE_KEYS } from '@showroom/contract';
import { type DraftItem, isCompleteDraft } from '@showroom/contract/account';
import { navigate, session, showroomSelection, storage } from '@showroom/core';
import { createProjectFromDraft, projectRequestFor, updateProjectDesign } from '@showroom/core/account';

export interface SaveDesignInput {
  draft: DraftItem;
  /** The design's shell route with its query, e.g. `/visualize?plan=...`. */
  route: string;
  is3d: boolean;
  /** The project this design was saved to before, if any. */
  projectId: number | null;
  /** `page`: go to the platform's sign-in page (the shell); `here`: the caller shows it in place. */
  signIn: 'page' | 'here';
  from?: EventTarget | null | undefined;
}

/** What happened: the project saved to, or `signing-in` when the visitor has to sign in first. */
export type SaveDesignResult = { kind: 'saved'; projectId: number } | { kind: 'signing-in' };

export async function saveDesign(input: SaveDesignInput): Promise<SaveDesignResult> {
  const { draft, route, is3d, projectId, from } = input;
  if (!isCompleteDraft(draft))
    throw new Error('A design needs a showroom, a floor plan and a template entry.');
  storage.set(STORAGE_KEYS.draftItem, draft);
  showroomSelection.setDesign({
    floorplan: draft.floorplan,
    floorTemplate: draft.floorTemplate,
    is_3d: is3d ? 1 : 0,
  });
  if (!session.isLoggedIn()) {
    storage.set(STORAGE_KEYS.visualRedirect, route);
    if (input.signIn === 'page') navigate(loginPath(route), { from: from ?? null });
    return { kind: 'signing-in' };
  }
  if (projectId !== null) {
    const design = { floorplan: draft.floorplan, floorTemplate: draft.floorTemplate };
    if ((await updateProjectDesign(projectId, design)) === 'updated') return { kind: 'saved', projectId };
  }
  const request = projectRequestFor(draft, showroomSelection.current()?.showroom ?? null);
  if (!request) throw new Error('No showroom to save the design in.');
  return { kind: 'saved', projectId: await createProjectFromDraft(request) };
}
