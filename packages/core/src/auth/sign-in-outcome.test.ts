import { ACCOUNT_MESSAGES } from '@showroom/contract/account';

import { describe, expect, it } from 'vitest';
import { authUser } from './auth-test-kit.ts';
import {
  decideSignInOutcome,
  projectRequestFor,
  type SignInContext,
  type SignInUser,
} from './sign-in-outcome.ts';
import { signInRejection } from './sign-in-rejection.ts';

const nothingStored: SignInContext = {
  redirect: null,
  visualRedirect: null,
  draft: null,
  cartId: null,
  showroomId: null,
};
const completeDraft = { showroom: 7, floorplan: { id: 3 }, floorTemplate: { id: 9 }, project: 'Kitchen' };
const user = (overrides: Partial<SignInUser> = {}): SignInUser => authUser(overrides);
const decide = (overrides: Partial<SignInUser>, context: Partial<SignInContext> = {}) =>
  decideSignInOutcome(user(overrides), { ...nothingStored, ...context });

describe('decideSignInOutcome (spec §4 "Sign-in outcome")', () => {
  describe('status and type', () => {
    it.each(['Active', 'Approve'])('lets status %s proceed', (status) => {
      expect(decide({ status })).toEqual({ kind: 'go', path: '/' });
    });

    it('rejects a Deactive account with the deactivated message', () => {
      expect(decide({ status: 'Deactive' })).toEqual({
        kind: 'rejected',
        message: ACCOUNT_MESSAGES.accountDeactivated,
      });
    });

    it.each(['Pending', 'Inactive', '', 'active'])(
      'treats any other status (%j) as pending approval',
      (status) => {
        expect(decide({ status })).toEqual({ kind: 'rejected', message: ACCOUNT_MESSAGES.accountPending });
      },
    );

    it.each(['Vendor', 'Contractor', 'Admin', 'Designer'] as const)(
      'rejects type %s on this page',
      (type) => {
        expect(decide({ type })).toEqual({ kind: 'rejected', message: ACCOUNT_MESSAGES.notAuthorized });
      },
    );

    it('reports the status before the type', () => {
      expect(signInRejection({ type: 'Vendor', status: 'Deactive' })).toBe(
        ACCOUNT_MESSAGES.accountDeactivated,
      );
      expect(signInRejection({ type: 'Admin', status: 'Waiting' })).toBe(ACCOUNT_MESSAGES.accountPending);
      expect(signInRejection({ type: 'User', status: 'Approve' })).toBeNull();
    });

    it('rejects before looking at email verification or stored state', () => {
      expect(decide({ type: 'Vendor', email_verified_at: null }, { cartId: 'tmp-1', showroomId: 7 })).toEqual(
        {
          kind: 'rejected',
          message: ACCOUNT_MESSAGES.notAuthorized,
        },
      );
    });
  });

  describe('unverified email', () => {
    it('goes to /verifiction', () => {
      expect(decide({ email_verified_at: null })).toEqual({ kind: 'go', path: '/verifiction' });
    });

    it('carries the redirect along for after the verification', () => {
      expect(decide({ email_verified_at: null }, { redirect: '/checkout' })).toEqual({
        kind: 'go',
        path: '/verifiction?redirect=%2Fcheckout',
      });
    });

    it('does not carry a redirect to Login', () => {
      expect(decide({ email_verified_at: null }, { redirect: '/login?x=1' })).toEqual({
        kind: 'go',
        path: '/verifiction',
      });
    });

    it('wins over a stored visual redirect and cart', () => {
      const context = { visualRedirect: '/visualize', draft: completeDraft, cartId: 'tmp-1', showroomId: 7 };
      expect(decide({ email_verified_at: null }, context)).toEqual({ kind: 'go', path: '/verifiction' });
    });
  });

  describe('(a) visual redirect with a complete draft', () => {
    it('creates a project from the draft, then goes to the visual redirect', () => {
      expect(
        decide({}, { visualRedirect: '/visualize?room=2', draft: completeDraft, redirect: '/cart' }),
      ).toEqual({
        kind: 'create-project',
        project: completeDraft,
        destination: '/visualize?room=2',
      });
    });

    it('comes before a stored cart', () => {
      expect(
        decide({}, { visualRedirect: '/visualize', draft: completeDraft, cartId: 'tmp-1' }),
      ).toMatchObject({
        kind: 'create-project',
      });
    });

    it.each([
      ['floorplan', { showroom: 7, floorTemplate: 1 }],
      ['floorTemplate', { showroom: 7, floorplan: 1 }],
      ['showroom', { floorplan: 1, floorTemplate: 1 }],
    ])('does not apply when the draft lacks %s', (_missing, draft) => {
      expect(decide({}, { visualRedirect: '/visualize', draft })).toEqual({ kind: 'go', path: '/' });
    });

    it('does not apply without a visual redirect', () => {
      expect(decide({}, { draft: completeDraft, redirect: '/cart' })).toEqual({ kind: 'go', path: '/cart' });
    });
  });

  describe('(b) stored temporary cart', () => {
    it('creates a project in the selected showroom, attaches the cart, then follows the redirect', () => {
      expect(
        decide({ total_projects: 3 }, { cartId: 'tmp-1', showroomId: 7, redirect: '/checkout' }),
      ).toEqual({
        kind: 'attach-cart',
        cartId: 'tmp-1',
        project: { showroom: 7, floorplan: undefined, floorTemplate: undefined, project: undefined },
        destination: '/checkout',
      });
    });

    it('prefers the draft showroom and goes home without a usable redirect', () => {
      expect(
        decide({}, { cartId: 'tmp-1', showroomId: 7, draft: { showroom: 9 }, redirect: '/login' }),
      ).toMatchObject({ kind: 'attach-cart', project: { showroom: 9 }, destination: '/' });
    });

    it('falls through to the plain rules when no showroom is known', () => {
      expect(decide({}, { cartId: 'tmp-1', redirect: '/cart' })).toEqual({ kind: 'go', path: '/cart' });
    });
  });

  describe('(c)–(e) plain destinations', () => {
    it('(c) sends a user with projects home, whatever the redirect', () => {
      expect(decide({ total_projects: 2 }, { redirect: '/cart' })).toEqual({ kind: 'go', path: '/' });
    });

    it('(c) sends a redirect to Login home', () => {
      expect(decide({}, { redirect: '/login' })).toEqual({ kind: 'go', path: '/' });
      expect(decide({}, { redirect: '/login?redirect=%2Fcart' })).toEqual({ kind: 'go', path: '/' });
    });

    it('(d) honours a redirect to /visualize/checklist, even for a user with projects', () => {
      expect(decide({ total_projects: 2 }, { redirect: '/visualize/checklist?project=4' })).toEqual({
        kind: 'go',
        path: '/visualize/checklist?project=4',
      });
      expect(decide({}, { redirect: '/visualize/checklist' })).toEqual({
        kind: 'go',
        path: '/visualize/checklist',
      });
    });

    it('(e) otherwise follows the redirect', () => {
      expect(decide({}, { redirect: '/product/abc/HOMEPRO1' })).toEqual({
        kind: 'go',
        path: '/product/abc/HOMEPRO1',
      });
    });

    it('(e) or goes home', () => {
      expect(decide({})).toEqual({ kind: 'go', path: '/' });
    });
  });
});

describe('projectRequestFor', () => {
  it('takes the draft, with the selected showroom as fallback', () => {
    expect(projectRequestFor(completeDraft, 1)).toEqual(completeDraft);
    expect(projectRequestFor({ floorplan: 1 }, 7)).toEqual({
      showroom: 7,
      floorplan: 1,
      floorTemplate: undefined,
      project: undefined,
    });
  });

  it('is null without any showroom', () => {
    expect(projectRequestFor(null, null)).toBeNull();
    expect(projectRequestFor({ showroom: null }, null)).toBeNull();
  });
});
