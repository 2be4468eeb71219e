import { randomInt } from 'node:crypto';
import { SHELL_BASE_PATH } from '@showroom/contract';
import {
  type LeadKind,
  type LeadStatus,
  type PendingPro,
  PRO_MESSAGES,
  type ProHome,
  type ProLead,
  type ProOrder,
  type ProOrderFilters,
  type ProShowroom,
  type ProWeek,
} from '@showroom/contract/pro';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { proApprovedMail } from '../../providers/mail/templates/pro-approved-mail.ts';
import type { SettingsService } from '../settings/index.ts';
import { type ApprovedPro, approvePro } from './approve-pro.ts';
import { countForShowroom } from './day-counts.ts';
import { listPendingPros } from './pending-pros.ts';
import { findProHome } from './pro-home.ts';
import { proLeadPage, setLeadStatus } from './pro-leads.ts';
import { proOrderBatches, proOrderPage } from './pro-orders.ts';
import { findProShowroom, saveProShowroom } from './pro-showroom.ts';
import { proWeek } from './pro-week.ts';
import type { DayCounter } from './showroom-day-counts-schema.ts';

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
  /** One page of the orders placed in the pro's showroom, newest first. */
  orders(
    proUserId: number,
    filters: ProOrderFilters,
    page: number,
    perPage: number,
  ): Promise<{ total: number; items: ProOrder[] }>;
  /** Every matching order of the pro's showroom, a batch at a time (the CSV export). */
  orderBatches(proUserId: number, filters: ProOrderFilters): AsyncGenerator<ProOrder[]>;
  /** One page of the pro's leads (sample requests and registrations), newest first. */
  leads(
    proUserId: number,
    status: LeadStatus | undefined,
    page: number,
    perPage: number,
  ): Promise<{ total: number; items: ProLead[] }>;
  /** Sets the status of one of the pro's leads; null when it is not theirs. */
  setLeadStatus(proUserId: number, kind: LeadKind, id: number, status: LeadStatus): Promise<ProLead | null>;
  /** What happened in the pro's showroom on each of the last seven days. */
  week(proUserId: number): Promise<ProWeek>;
  /** Adds one to a showroom's counter of today (a visit, a product view); an id that is no pro is ignored. */
  count(showroomId: number, counter: DayCounter): Promise<void>;
}

/** The console where a pro runs their showroom (issue #23). */
export const CONSOLE_PATH = `${SHELL_BASE_PATH}/pro`;

/** Pros and designers: applications, approval, the console's home, showroom, leads and orders. */
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
    orders: (proUserId, filters, page, perPage) => proOrderPage(deps.db, proUserId, filters, page, perPage),
    orderBatches: (proUserId, filters) => proOrderBatches(deps.db, proUserId, filters),
    leads: (proUserId, status, page, perPage) => proLeadPage(deps.db, proUserId, status, page, perPage),
    setLeadStatus: (proUserId, kind, id, status) =>
      setLeadStatus(deps.db, deps.clock.now(), proUserId, kind, id, status),
    week: (proUserId) => proWeek(deps.db, proUserId, deps.clock.now()),
    count: (showroomId, counter) => countForShowroom(deps.db, showroomId, counter, deps.clock.now()),
  };
}
