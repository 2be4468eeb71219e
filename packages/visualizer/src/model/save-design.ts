/**
 * "Save design" (spec §3, §4; issue #13). The design is always stored as the draft item and on
 * `my_item` (floorplan, floorTemplate, is_3d). A signed-out visitor is then sent to sign in with
 * `visual_redirect` naming this design's address: sign-in or registration creates the project from
 * the draft and comes back here (core's sign-in outcome). Signed in, the project is created now.
 */
import { loginPath, STORAGE_KEYS } from '@showroom/contract';
import { type DraftItem, isCompleteDraft } from '@showroom/contract/account';
import { navigate, session, showroomSelection, storage } from '@showroom/core';
import { createProjectFromDraft, projectRequestFor } from '@showroom/core/account';

export interface SaveDesignInput {
  draft: DraftItem;
  /** The design's shell route with its query, e.g. `/visualize?plan=...`. */
  route: string;
  is3d: boolean;
  from?: EventTarget | null | undefined;
}

/** What happened: the project's id, or `signing-in` when the visitor was sent to sign in first. */
export type SaveDesignResult = { kind: 'saved'; projectId: number } | { kind: 'signing-in' };

export async function saveDesign({ draft, route, is3d, from }: SaveDesignInput): Promise<SaveDesignResult> {
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
    navigate(loginPath(route), { from: from ?? null });
    return { kind: 'signing-in' };
  }
  const request = projectRequestFor(draft, showroomSelection.current()?.showroom ?? null);
  if (!request) throw new Error('No showroom to save the design in.');
  return { kind: 'saved', projectId: await createProjectFromDraft(request) };
}
