import { randomInt } from 'node:crypto';
import { SHELL_BASE_PATH } from '@showroom/contract';
import {
  type BankAccountRequest,
  type PayoutSetup,
  type PendingPro,
  PRO_MESSAGES,
  type ProHome,
  type ProShowroom,
} from '@showroom/contract/pro';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { proApprovedMail } from '../../providers/mail/templates/pro-approved-mail.ts';
import type { PayoutGateway } from '../../providers/payment-gateways/payout-gateway.ts';
import type { SettingsService } from '../settings/index.ts';
import { type ApprovedPro, approvePro } from './approve-pro.ts';
import { findPayoutSetup, saveBankAccount } from './payout-setup.ts';
import { listPendingPros } from './pending-pros.ts';
import { findProHome } from './pro-home.ts';
import { findProShowroom, saveProShowroom } from './pro-showroom.ts';

export interface ProsServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  platformOrigin: string;
  /** Pros' bank accounts and payouts (decision 0090). */
  payouts: PayoutGateway;
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
  /** `/payout_setup`: the bank account (never its number), the balances and the payout history. */
  payoutSetup(proUserId: number): Promise<PayoutSetup>;
  /** Saves a bank account through the gateway (only its token is kept); answers the new payout setup. */
  saveBankAccount(proUserId: number, request: BankAccountRequest): Promise<PayoutSetup>;
}

/** The console where a pro runs their showroom (issue #23). */
export const CONSOLE_PATH = `${SHELL_BASE_PATH}/pro`;

/** Pros and designers: applications, approval, the console's home and showroom, payouts. */
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
    payoutSetup: (proUserId) => findPayoutSetup(deps.db, deps.clock, proUserId),
    async saveBankAccount(proUserId, request) {
      await saveBankAccount(deps, proUserId, request);
      return findPayoutSetup(deps.db, deps.clock, proUserId);
    },
  };
}
