import { ROUTE_PATHS, STORAGE_KEYS, withDesignProject } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { navigate, notify, storage } from '@showroom/core';
import { endSession } from './auth-session.ts';
import { attachCartToProject, createProjectFromDraft } from './project-from-draft.ts';
import type { SignInOutcome } from './sign-in-outcome.ts';

/**
 * Carries out a sign-in outcome. A created project's id is added to a visualizer destination
 * (`withDesignProject`). A rejection ends the session but keeps the visitor's showroom and
 * cart (nothing was theirs to lose), and stays on the page. Creating the project failing shows
 * 'Internal server error.' and goes home; attaching the cart failing shows 'Please login to
 * proceed.' and still goes on, the cart staying under `cart_id`.
 */
export async function applySignInOutcome(outcome: SignInOutcome): Promise<void> {
  switch (outcome.kind) {
    case 'rejected':
      await endSession();
      notify.error(outcome.message);
      return;
    case 'go':
      navigate(outcome.path);
      return;
    case 'create-project': {
      let projectId: number;
      try {
        projectId = await createProjectFromDraft(outcome.project);
      } catch {
        notify.error(ACCOUNT_MESSAGES.projectCreationFailedAtLogin);
        navigate(ROUTE_PATHS.home);
        return;
      }
      storage.remove(STORAGE_KEYS.visualRedirect);
      // The design comes back knowing its project, so saving it again updates that project.
      navigate(withDesignProject(outcome.destination, projectId));
      return;
    }
    case 'attach-cart': {
      let projectId: number;
      try {
        projectId = await createProjectFromDraft(outcome.project);
      } catch {
        notify.error(ACCOUNT_MESSAGES.projectCreationFailedAtLogin);
        navigate(ROUTE_PATHS.home);
        return;
      }
      try {
        await attachCartToProject(outcome.cartId, projectId);
      } catch {
        notify.error(ACCOUNT_MESSAGES.projectAttachFailed);
      }
      navigate(outcome.destination);
      return;
    }
  }
}
