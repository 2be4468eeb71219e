import { STORAGE_KEYS } from '@showroom/contract';
import {
  attachCartResponseSchema,
  type ProjectFromDraftRequest,
  projectCreatedResponseSchema,
} from '@showroom/contract/account';
import { api, emitShowroomEvent, SHOWROOM_EVENTS, showroomEventSource, storage } from '@showroom/core';
import { noticeCartMerge } from '../cart/cart-merge-notice.ts';

/**
 * `POST /api/projectCart` from a draft: stores the new project id under `project` (spec §7) and
 * returns it. Silent, because each caller shows the spec's own message when it fails.
 */
export async function createProjectFromDraft(project: ProjectFromDraftRequest): Promise<number> {
  const body = await api.post('projectCart', {
    schema: projectCreatedResponseSchema,
    body: project,
    silent: true,
  });
  storage.set(STORAGE_KEYS.project, String(body.data));
  return body.data;
}

/**
 * `POST /api/projectCart/update_project_cart`: attaches the visitor's temporary cart to a project,
 * then forgets `cart_id` and announces the cart update (spec §7). Silent, like the creation. When the
 * homeowner already had a cart the server merged the visitor's lines into it: a toast says what
 * came over (decision 0076).
 */
export async function attachCartToProject(cartId: string, projectId: number): Promise<void> {
  const body = await api.post('projectCart/update_project_cart', {
    schema: attachCartResponseSchema,
    body: { re_temp_project_id: cartId, project_id: projectId },
    silent: true,
  });
  storage.remove(STORAGE_KEYS.cartId);
  noticeCartMerge(body.data.merged);
  emitShowroomEvent(showroomEventSource(), SHOWROOM_EVENTS.cartUpdated, {});
}
