import { invitationPath, SHELL_BASE_PATH } from '@showroom/contract';
import {
  INVITE_TEXTS,
  INVITE_TTL_DAYS,
  type Invitation,
  type Invite,
  type InviteKind,
  type InviteRequest,
  PRO_MESSAGES,
} from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addMs, type Clock, DAY_MS } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { inviteMail } from '../../providers/mail/templates/invite-mail.ts';
import { type RateLimits, takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { SettingsService } from '../settings/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { findOpenInvitation } from './invite-tokens.ts';
import { insertInvite, listInvites, newInviteToken, updatePendingInvite } from './pro-invites.ts';

export interface InvitesServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  platformOrigin: string;
  limits: RateLimits;
}

export interface InvitesService {
  /** The pro's invitations, newest first, with who joined. */
  list(proUserId: number): Promise<Invite[]>;
  /** Invites a vendor or a client by e-mail: a single-use link, mailed. */
  send(proUserId: number, request: InviteRequest): Promise<Invite[]>;
  /** A new link for a pending invitation, mailed; the old link dies. */
  resend(proUserId: number, inviteId: number): Promise<Invite[]>;
  /** Ends a pending invitation: its link no longer works. */
  revoke(proUserId: number, inviteId: number): Promise<Invite[]>;
  /** What an invitation link's page shows (anonymous, limited per address). */
  invitation(token: string, ip: string): Promise<Invitation>;
}

/** Invitations of vendors and clients by a pro (issue #23, console "Invites"). */
export function createInvitesService(deps: InvitesServiceDeps): InvitesService {
  const ttlMs = INVITE_TTL_DAYS * DAY_MS;

  async function companyOf(proUserId: number): Promise<string> {
    const [shop] = await deps.db
      .select({ company_name: shop_profiles.company_name })
      .from(shop_profiles)
      .where(eq(shop_profiles.user_id, proUserId));
    if (!shop) throw new HttpError(404, { message: PRO_MESSAGES.proNotFound });
    return shop.company_name;
  }

  function mailLater(to: string, kind: InviteKind, companyName: string, token: string): void {
    const link = `${deps.platformOrigin}${SHELL_BASE_PATH}${invitationPath(token)}`;
    deps.mailer.sendLater(async () => {
      const { app_name, support_email } = await deps.settings.read();
      const subject = kind === 'vendor' ? INVITE_TEXTS.vendorMailSubject : INVITE_TEXTS.clientMailSubject;
      return inviteMail({
        to,
        kind,
        appName: app_name,
        supportEmail: support_email,
        subject: subject.replace('{company}', companyName),
        companyName,
        link,
        expiresInDays: INVITE_TTL_DAYS,
      });
    });
  }

  const list = (proUserId: number) => listInvites(deps.db, proUserId, deps.clock.now());

  return {
    list,
    async send(proUserId, request) {
      const companyName = await companyOf(proUserId);
      await takeOrThrow([deps.limits.inviteMailsPerPro, String(proUserId)]);
      const { token, hash } = newInviteToken();
      const now = deps.clock.now();
      await insertInvite(deps.db, proUserId, request, hash, now, addMs(now, ttlMs));
      mailLater(request.email, request.kind, companyName, token);
      return list(proUserId);
    },
    async resend(proUserId, inviteId) {
      const companyName = await companyOf(proUserId);
      await takeOrThrow([deps.limits.inviteMailsPerPro, String(proUserId)]);
      const { token, hash } = newInviteToken();
      const now = deps.clock.now();
      const invite = await updatePendingInvite(deps.db, proUserId, inviteId, {
        token_hash: hash,
        sent_at: now,
        expires_at: addMs(now, ttlMs),
      });
      mailLater(invite.email, invite.kind, companyName, token);
      return list(proUserId);
    },
    async revoke(proUserId, inviteId) {
      await updatePendingInvite(deps.db, proUserId, inviteId, { status: 'revoked' });
      return list(proUserId);
    },
    async invitation(token, ip) {
      await takeOrThrow([deps.limits.invitationLookupsPerIp, ip]);
      const { showroomId: _showroom, ...invitation } = await findOpenInvitation(
        deps.db,
        token,
        deps.clock.now(),
      );
      return invitation;
    },
  };
}
