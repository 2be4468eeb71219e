import type { CartMerge } from '@showroom/contract/cart';
import type { Database } from '../../db/client.ts';
import {
  type AttachedCart,
  attachVisitorCart as attachCart,
  detachVisitorCart,
  findOwnDesignProject,
} from '../../modules/carts/index.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { defineFlow, runFlow, STOP_FLOW } from '../flow-runner.ts';

export interface AttachCartDeps {
  db: Database;
  clock: Clock;
}

export type AttachOutcome =
  | { ok: true; cartId: number; merged?: CartMerge }
  | { ok: false; missing: 'cart' | 'project' };

export interface AttachCartState {
  readonly deps: AttachCartDeps;
  readonly userId: number;
  readonly tempProjectId: string;
  readonly projectId: number;
  /** find-project / attach-cart: what is missing, when the flow stopped */
  missing?: 'cart' | 'project';
  /** attach-cart: the cart and what it had before */
  attached?: AttachedCart;
}

/**
 * After sign-in or registration the visitor's cart becomes the user's (spec §4,
 * POST /api/projectCart/update_project_cart; the client calls it once the design is saved as a
 * project): the project must be one of the user's own, then the cart (no owner yet, or this user)
 * gets the user and the project, undone by giving it back what it had. When the user already had a
 * cart, the visitor's lines merge into it and that cart gets the project (decision 0076); the undo
 * then unties the project only: the merged lines stay, nothing of either cart is lost. Re-sending is
 * harmless.
 */
export const attachVisitorCartFlow = defineFlow<AttachCartState>('attach-visitor-cart', [
  {
    name: 'find-project',
    async invoke(state) {
      if ((await findOwnDesignProject(state.deps.db, state.userId, state.projectId)) !== null) return;
      state.missing = 'project';
      return STOP_FLOW;
    },
  },
  {
    name: 'attach-cart',
    async invoke(state) {
      const { db, clock } = state.deps;
      const attached = await attachCart(db, state.userId, state, clock);
      if (!attached) {
        state.missing = 'cart';
        return STOP_FLOW;
      }
      state.attached = attached;
    },
    async compensate(state) {
      if (state.attached) await detachVisitorCart(state.deps.db, state.attached, state.deps.clock);
    },
  },
]);

/** Runs the flow for the user's request. */
export async function attachVisitorCart(
  deps: AttachCartDeps,
  userId: number,
  input: { re_temp_project_id: string; project_id: number },
): Promise<AttachOutcome> {
  const state = await runFlow(attachVisitorCartFlow, {
    deps,
    userId,
    tempProjectId: input.re_temp_project_id,
    projectId: input.project_id,
  });
  if (state.missing) return { ok: false, missing: state.missing };
  if (!state.attached) throw new Error('attach-visitor-cart ended without its cart');
  const { cartId, merged } = state.attached;
  return merged ? { ok: true, cartId, merged } : { ok: true, cartId };
}
