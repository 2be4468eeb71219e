import { ROUTE_PATHS, verificationPath } from '@showroom/contract';
import {
  type AuthUser,
  type DraftItem,
  isCompleteDraft,
  type ProjectFromDraftRequest,
} from '@showroom/contract/account';
import { pathOf } from './redirect-path.ts';
import { signInRejection } from './sign-in-rejection.ts';

/** What the sign-in outcome looks at in the signed-in user. */
export type SignInUser = Pick<AuthUser, 'type' | 'status' | 'email_verified_at' | 'total_projects'>;

/** What the browser has stored when the user signs in (spec §3 storage keys). */
export interface SignInContext {
  /** The `?redirect=` of the sign-in page, else the stored `redirect_to`; a safe path or null. */
  readonly redirect: string | null;
  /** The stored `visual_redirect`: where the visualizer wants the user back. */
  readonly visualRedirect: string | null;
  /** The saved draft item (showroom, floorplan, floorTemplate, project). */
  readonly draft: DraftItem | null;
  /** The stored temporary cart id (`cart_id`), the cart's `re_temp_project_id`. */
  readonly cartId: string | null;
  /** The selected showroom's pro (`my_item.showroom`), used when the draft names none. */
  readonly showroomId: number | null;
}

/**
 * The decision of spec §4 "Sign-in outcome":
 * - `rejected`: end the session and show `message` as an error toast;
 * - `go`: navigate to `path`;
 * - `create-project`: create a project from `project`, then go to `destination` (visual redirect, (a));
 * - `attach-cart`: create a project from `project`, attach the temporary cart `cartId` to it,
 *   then go to `destination` ((b)).
 */
export type SignInOutcome =
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'go'; readonly path: string }
  | {
      readonly kind: 'create-project';
      readonly project: ProjectFromDraftRequest;
      readonly destination: string;
    }
  | {
      readonly kind: 'attach-cart';
      readonly project: ProjectFromDraftRequest;
      readonly cartId: string;
      readonly destination: string;
    };

/** The redirect unless it points back at the sign-in page. */
function usableRedirect(redirect: string | null): string | null {
  return redirect && pathOf(redirect) !== ROUTE_PATHS.login ? redirect : null;
}

/** A project request from the draft, or from the selected showroom alone; null without a showroom. */
export function projectRequestFor(
  draft: DraftItem | null,
  showroomId: number | null,
): ProjectFromDraftRequest | null {
  const showroom = draft?.showroom || showroomId;
  if (!showroom) return null;
  return {
    showroom,
    floorplan: draft?.floorplan,
    floorTemplate: draft?.floorTemplate,
    project: draft?.project,
  };
}

/**
 * Where a verified User goes when neither a visual redirect nor a cart needs a project:
 * (d) a redirect to /visualize/checklist is honoured, even for a user with projects (otherwise
 * (d) would add nothing to (e)); (c) a user with projects, or a redirect to Login, goes home;
 * (e) otherwise the redirect, or home.
 */
function plainDestination(user: SignInUser, redirect: string | null): string {
  if (redirect && pathOf(redirect) === ROUTE_PATHS.checklist) return redirect;
  if (user.total_projects > 0) return ROUTE_PATHS.home;
  return usableRedirect(redirect) ?? ROUTE_PATHS.home;
}

/**
 * Spec §4 "Sign-in outcome" as a pure function of the user and the stored context. The caller
 * carries it out (`applySignInOutcome`).
 */
export function decideSignInOutcome(user: SignInUser, context: SignInContext): SignInOutcome {
  const rejection = signInRejection(user);
  if (rejection) return { kind: 'rejected', message: rejection };

  if (!user.email_verified_at) {
    // The verification screen sends a verified user on to this redirect.
    const redirect = usableRedirect(context.redirect);
    return { kind: 'go', path: verificationPath(redirect) };
  }

  if (context.visualRedirect && isCompleteDraft(context.draft)) {
    const project = projectRequestFor(context.draft, context.showroomId);
    if (project) return { kind: 'create-project', project, destination: context.visualRedirect };
  }

  if (context.cartId) {
    const project = projectRequestFor(context.draft, context.showroomId);
    if (project) {
      const destination = usableRedirect(context.redirect) ?? ROUTE_PATHS.home;
      return { kind: 'attach-cart', project, cartId: context.cartId, destination };
    }
  }

  return { kind: 'go', path: plainDestination(user, context.redirect) };
}
