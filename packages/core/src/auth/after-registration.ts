import { ROUTE_PATHS, STORAGE_KEYS, withDesignProject } from '@showroom/contract';
import { ACCOUNT_MESSAGES, isCompleteDraft } from '@showroom/contract/account';
import { notify, storage } from '@showroom/core';
import { savePendingStyleProfile } from './pending-style-profile.ts';
import { attachCartToProject, createProjectFromDraft } from './project-from-draft.ts';
import { safeRedirect } from './redirect-path.ts';
import { readSignInContext } from './sign-in-context.ts';
import { projectRequestFor, type SignInContext } from './sign-in-outcome.ts';

/** A temporary cart becomes the new user's: project from the draft, cart attached to it. */
async function adoptTemporaryCart(context: SignInContext): Promise<void> {
  if (!context.cartId) return;
  try {
    const project = projectRequestFor(context.draft, context.showroomId);
    if (!project) throw new Error('No showroom to create the project in.');
    await attachCartToProject(context.cartId, await createProjectFromDraft(project));
  } catch {
    notify.error(ACCOUNT_MESSAGES.projectAttachFailed);
  }
}

/** The visualizer's return trip: a project from a complete draft, then its stored target naming it. */
async function visualDestination(context: SignInContext, visualRedirect: string): Promise<string> {
  const project = isCompleteDraft(context.draft) && projectRequestFor(context.draft, context.showroomId);
  if (!project) return ROUTE_PATHS.visualize;
  let projectId: number;
  try {
    projectId = await createProjectFromDraft(project);
  } catch {
    notify.error(ACCOUNT_MESSAGES.projectCreationFailedAtLogin);
    return ROUTE_PATHS.visualize;
  }
  storage.remove(STORAGE_KEYS.visualRedirect);
  // The design comes back knowing its project, so saving it again updates that project.
  return withDesignProject(visualRedirect, projectId);
}

/**
 * What follows a registration (spec §4 Registration), returning where the user goes once the
 * thank-you modal is closed:
 * 1. a stored temporary cart is attached to a new project (failure: 'Please login to proceed.');
 * 2. a User with a stored visual redirect: with a complete draft a project is created and the
 *    visual redirect followed (and cleared); failure shows 'Internal server error.' and goes to
 *    /visualize; without a complete draft, /visualize;
 * 3. otherwise the stored `redirect_to` (then cleared) or home.
 * A style survey answer kept from before registering is saved to the new homeowner first.
 */
export async function afterRegistration(user: { readonly type: string }): Promise<string> {
  const context = readSignInContext();
  await adoptTemporaryCart(context);
  // The survey taken before registering (spec §1) becomes the new homeowner's.
  if (user.type === 'User') await savePendingStyleProfile();
  const visualRedirect = safeRedirect(storage.getString(STORAGE_KEYS.visualRedirect));
  if (user.type === 'User' && visualRedirect) return visualDestination(context, visualRedirect);
  const redirect = safeRedirect(storage.getString(STORAGE_KEYS.redirectTo));
  storage.remove(STORAGE_KEYS.redirectTo);
  return redirect ?? ROUTE_PATHS.home;
}
