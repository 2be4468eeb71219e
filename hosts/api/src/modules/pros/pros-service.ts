import { randomInt } from 'node:crypto';
import { SHELL_BASE_PATH } from '@showroom/contract';
import {
  type PendingPro,
  PRO_MESSAGES,
  type ProHome,
  type ProMarkup,
  type ProShowroom,
} from '@showroom/contract/pro';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { proApprovedMail } from '../../providers/mail/templates/pro-approved-mail.ts';
import { createProCoupons, type ProCoupons } from '../money/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { type ApprovedPro, approvePro } from './approve-pro.ts';
import { listPendingPros } from './pending-pros.ts';
import { findProHome } from './pro-home.ts';
import { findProMarkup, saveProMarkup } from './pro-markup.ts';
import { findProShowroom, saveProShowroom } from './pro-showroom.ts';

export interface ProsServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  platformOrigin: string;
  /** Told when a showroom opened, so this process's showroom caches forget before the answer. */
  showroomChanged(proUserId: number): void;
  /** Draws the Showroom ID's characters; node:crypto's randomInt unless a test makes clashes. */
  randomIndex?: (size: number) => number;
}

export interface ProsService {
  /** Contractors and Designers waiting for approval, oldest first (the admin's review). */
  pending(): Promise<PendingPro[]>;
  /** Approves a pending pro, opens their showroom and mails them its ID and the console link. */
  approve(userId: number): Promise<ApprovedPro>;
  /** The console's home of a pro; null without a showroom. */
  home(proUserId: number): Promise<ProHome | null>;
  /** The showroom's name and footer links; null without a showroom. */
  showroom(proUserId: number): Promise<ProShowroom | null>;
  /** Saves them, and this process's showroom caches forget before the answer; null without a showroom. */
  saveShowroom(proUserId: number, showroom: ProShowroom): Promise<ProShowroom | null>;
  /** The markup and a few products to preview it on; null without a showroom. */
  markup(proUserId: number): Promise<ProMarkup | null>;
  /** Saves the markup, and this process's priced caches forget it before the answer; null without a showroom. */
  saveMarkup(proUserId: number, markupPercent: number): Promise<ProMarkup | null>;
  /** The showroom's coupon codes (the money module's table): list, create, edit. */
  coupons: ProCoupons;
}

/** The console where a pro runs their showroom (issue #23). */
export const CONSOLE_PATH = `${SHELL_BASE_PATH}/pro`;

/** Pros and designers: applications, approval, the console's home and showroom. */
export function createProsService(deps: ProsServiceDeps): ProsService {
  const randomIndex = deps.randomIndex ?? ((size: number) => randomInt(size));
  return {
    pending: () => listPendingPros(deps.db),
    async approve(userId) {
      const approved = await approvePro({ db: deps.db, clock: deps.clock, randomIndex }, userId);
      deps.showroomChanged(userId);
      deps.mailer.sendLater(async () => {
        const { app_name, support_email } = await deps.settings.read();
        return proApprovedMail({
          to: approved.email,
          firstName: approved.firstName,
          appName: app_name,
          supportEmail: support_email,
          subject: PRO_MESSAGES.approvalMailSubject,
          showroomId: approved.vsdId,
          companyName: approved.companyName,
          consoleLink: `${deps.platformOrigin}${CONSOLE_PATH}`,
        });
      });
      return approved;
    },
    home: (proUserId) => findProHome(deps.db, deps.platformOrigin, proUserId),
    showroom: (proUserId) => findProShowroom(deps.db, proUserId),
    async saveShowroom(proUserId, showroom) {
      const saved = await saveProShowroom(deps.db, deps.clock, proUserId, showroom);
      if (saved) deps.showroomChanged(proUserId);
      return saved;
    },
    markup: (proUserId) => findProMarkup(deps.db, proUserId),
    coupons: createProCoupons(deps.db, deps.clock),
    async saveMarkup(proUserId, markupPercent) {
      const saved = await saveProMarkup(deps.db, deps.clock, proUserId, markupPercent);
      if (saved) deps.showroomChanged(proUserId);
      return saved;
    },
  };
}
