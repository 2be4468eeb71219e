import { randomInt } from 'node:crypto';
import { SHELL_BASE_PATH } from '@showroom/contract';
import {
  type BankAccountRequest,
  type DesignerPublicProfile,
  type LeadKind,
  type LeadStatus,
  type PayoutSetup,
  type PendingPro,
  PRO_MESSAGES,
  type ProHome,
  type ProLead,
  type ProMarkup,
  type ProOrder,
  type ProOrderFilters,
  type ProProfile,
  type ProProfileRequest,
  type ProShowroom,
  type ProWeek,
  type ShowroomBranding,
  type ShowroomCategories,
} from '@showroom/contract/pro';
import type { Database } from '../../db/client.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import { type ListCacheDrops, ownerListCache } from '../../providers/change-notices/owner-list-cache.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { proApprovedMail } from '../../providers/mail/templates/pro-approved-mail.ts';
import type { PayoutGateway } from '../../providers/payment-gateways/payout-gateway.ts';
import type { AuditActor } from '../admin-audit/index.ts';
import { createProCoupons, type ProCoupons } from '../money/index.ts';
import { saveBankAccount } from '../payouts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { type ApprovedPro, approvePro } from './approve-pro.ts';
import { countForShowroom } from './day-counts.ts';
import { findPayoutSetup } from './payout-setup.ts';
import { listPendingPros } from './pending-pros.ts';
import { findProHome } from './pro-home.ts';
import { proLeadPage, setLeadStatus } from './pro-leads.ts';
import { findProMarkup, saveProMarkup } from './pro-markup.ts';
import { proOrderBatches, proOrderPage } from './pro-orders.ts';
import {
  findStoredPicture,
  type PictureOutcome,
  removeProPicture,
  type StoredPicture,
  storeProPicture,
} from './pro-pictures.ts';
import { findDesignerPublicProfile, findProProfile, saveProProfile } from './pro-profile.ts';
import { findProShowroom, saveProShowroom } from './pro-showroom.ts';
import { proWeek } from './pro-week.ts';
import { findShowroomBranding, removeLogo, saveLogo, saveThemeColor } from './showroom-branding.ts';
import { findShowroomCategories, saveShowroomCategories } from './showroom-categories.ts';
import type { DayCounter } from './showroom-day-counts-schema.ts';

type ProOrderPage = { total: number; items: ProOrder[] };
type ProLeadPage = { total: number; items: ProLead[] };

export interface ProsServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  platformOrigin: string;
  /** Pros' bank accounts and payouts (decision 0090). */
  payouts: PayoutGateway;
  /** How the console's list caches hear of orders and leads changed by any process. */
  notices?: ChangeNotices;
  /** Told when a showroom opened, so this process's showroom caches forget before the answer. */
  showroomChanged(proUserId: number): void;
  /** Draws the Showroom ID's characters; node:crypto's randomInt unless a test makes clashes. */
  randomIndex?: (size: number) => number;
}

export interface ProsService {
  /** Contractors and Designers waiting for approval, oldest first (the admin's review). */
  pending(): Promise<PendingPro[]>;
  /** Approves a pending pro (an admin's audited action), opens their showroom and mails them its ID and the console link. */
  approve(userId: number, actor: AuditActor): Promise<ApprovedPro>;
  /** The console's home of a pro; null without a showroom. */
  home(proUserId: number): Promise<ProHome | null>;
  /** The showroom's name and footer links; null without a showroom. */
  showroom(proUserId: number): Promise<ProShowroom | null>;
  /** Saves them, and this process's showroom caches forget before the answer; null without a showroom. */
  saveShowroom(proUserId: number, showroom: ProShowroom): Promise<ProShowroom | null>;
  /** The catalogue's top categories and those the showroom carries; null without a showroom. */
  categories(proUserId: number): Promise<ShowroomCategories | null>;
  /** Replaces them ('unknown' for an id that is no top category); caches forget before the answer. */
  saveCategories(
    proUserId: number,
    categoryIds: readonly number[],
  ): Promise<ShowroomCategories | 'unknown' | null>;
  /** Theme colour, logo and whether the plan allows them; 404 without a showroom. */
  branding(proUserId: number): Promise<ShowroomBranding>;
  /** Sets or clears the theme colour; 422 with the reason when the plan does not allow a colour. */
  saveTheme(proUserId: number, color: string | null): Promise<ShowroomBranding>;
  /** Checks and keeps a new logo read by `read`; 422 (before reading) when the plan does not allow one. */
  saveLogo(
    proUserId: number,
    read: () => Promise<Buffer>,
  ): Promise<{ branding: ShowroomBranding } | Exclude<PictureOutcome, { picture: unknown }>>;
  removeLogo(proUserId: number): Promise<ShowroomBranding>;
  /** A stored logo or portfolio picture by its token and ending (public). */
  picture(token: string, extension: string): Promise<StoredPicture | null>;
  /** The pro's profile for homeowners hiring them: rate, styles, introduction, portfolio, rating. */
  profile(proUserId: number): Promise<ProProfile>;
  saveProfile(proUserId: number, profile: ProProfileRequest): Promise<ProProfile>;
  /** Checks and adds a portfolio picture; the rule it breaks, or the profile after. */
  addPortfolioPicture(
    proUserId: number,
    bytes: Buffer,
  ): Promise<{ profile: ProProfile } | Exclude<PictureOutcome, { picture: unknown }>>;
  /** Removes one of the pro's own portfolio pictures; null when they have no such picture. */
  removePortfolioPicture(proUserId: number, token: string): Promise<ProProfile | null>;
  /** A Designer's public profile; null for anyone else or a designer who may not work. */
  designer(userId: number): Promise<DesignerPublicProfile | null>;
  /** The markup and a few products to preview it on; null without a showroom. */
  markup(proUserId: number): Promise<ProMarkup | null>;
  /** Saves the markup, and this process's priced caches forget it before the answer; null without a showroom. */
  saveMarkup(proUserId: number, markupPercent: number): Promise<ProMarkup | null>;
  /** The showroom's coupon codes (the money module's table): list, create, edit. */
  coupons: ProCoupons;
  /** One page of the orders placed in the pro's showroom, newest first. */
  orders(proUserId: number, filters: ProOrderFilters, page: number, perPage: number): Promise<ProOrderPage>;
  /** Every matching order of the pro's showroom, a batch at a time (the CSV export). */
  orderBatches(proUserId: number, filters: ProOrderFilters): AsyncGenerator<ProOrder[]>;
  /** One page of the pro's leads (sample requests and registrations), newest first. */
  leads(
    proUserId: number,
    status: LeadStatus | undefined,
    page: number,
    perPage: number,
  ): Promise<ProLeadPage>;
  /** Sets the status of one of the pro's leads; null when it is not theirs. */
  setLeadStatus(proUserId: number, kind: LeadKind, id: number, status: LeadStatus): Promise<ProLead | null>;
  /** What happened in the pro's showroom on each of the last seven days. */
  week(proUserId: number): Promise<ProWeek>;
  /** Adds one to a showroom's counter of today (a visit, a product view); an id that is no pro is ignored. */
  count(showroomId: number, counter: DayCounter, amount?: number): Promise<void>;
  /** `/payout_setup`: the bank account (never its number), the balances and the payout history. */
  payoutSetup(proUserId: number): Promise<PayoutSetup>;
  /** Saves a bank account through the gateway (only its token is kept); answers the new payout setup. */
  saveBankAccount(proUserId: number, request: BankAccountRequest): Promise<PayoutSetup>;
}

/**
 * A pro's Orders and Leads pages show their showroom's activity (migration 0022's notices, from any
 * process); the pro's own writes (a lead's status) reach this process before the database's notice does.
 */
function proListDrops(notices: ChangeNotices, drops: ListCacheDrops): void {
  notices.onShowroomActivity(drops.owner);
  notices.onUserChanged(drops.owner);
}

/** The console where a pro runs their showroom (issue #23). */
export const CONSOLE_PATH = `${SHELL_BASE_PATH}/pro`;

/** Pros and designers: applications, approval, the console's home and showroom, leads, orders and payouts. */
export function createProsService(deps: ProsServiceDeps): ProsService {
  const randomIndex = deps.randomIndex ?? ((size: number) => randomInt(size));
  const orderPages = ownerListCache<ProOrderPage>(deps.clock, deps.notices, proListDrops);
  const leadPages = ownerListCache<ProLeadPage>(deps.clock, deps.notices, proListDrops);
  return {
    pending: () => listPendingPros(deps.db),
    async approve(userId, actor) {
      const approved = await approvePro({ db: deps.db, clock: deps.clock, randomIndex }, userId, actor);
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
    categories: (proUserId) => findShowroomCategories(deps.db, proUserId),
    async saveCategories(proUserId, categoryIds) {
      const saved = await saveShowroomCategories(deps.db, proUserId, categoryIds);
      if (saved && saved !== 'unknown') deps.showroomChanged(proUserId);
      return saved;
    },
    branding: (proUserId) => findShowroomBranding(deps.db, proUserId),
    async saveTheme(proUserId, color) {
      const saved = await saveThemeColor(deps.db, deps.clock, proUserId, color);
      deps.showroomChanged(proUserId);
      return saved;
    },
    async saveLogo(proUserId, read) {
      const outcome = await saveLogo(deps.db, deps.clock, proUserId, read);
      if ('branding' in outcome) deps.showroomChanged(proUserId);
      return outcome;
    },
    async removeLogo(proUserId) {
      const branding = await removeLogo(deps.db, deps.clock, proUserId);
      deps.showroomChanged(proUserId);
      return branding;
    },
    picture: (token, extension) => findStoredPicture(deps.db, token, extension),
    profile: (proUserId) => findProProfile(deps.db, proUserId),
    saveProfile: (proUserId, profile) => saveProProfile(deps.db, deps.clock, proUserId, profile),
    async addPortfolioPicture(proUserId, bytes) {
      const outcome = await storeProPicture(deps.db, proUserId, 'portfolio', bytes);
      return 'problem' in outcome ? outcome : { profile: await findProProfile(deps.db, proUserId) };
    },
    async removePortfolioPicture(proUserId, token) {
      const removed = await removeProPicture(deps.db, proUserId, 'portfolio', token);
      return removed ? findProProfile(deps.db, proUserId) : null;
    },
    designer: (userId) => findDesignerPublicProfile(deps.db, userId),
    markup: (proUserId) => findProMarkup(deps.db, proUserId),
    coupons: createProCoupons(deps.db, deps.clock),
    async saveMarkup(proUserId, markupPercent) {
      const saved = await saveProMarkup(deps.db, deps.clock, proUserId, markupPercent);
      if (saved) deps.showroomChanged(proUserId);
      return saved;
    },
    orders: (proUserId, filters, page, perPage) =>
      orderPages(
        proUserId,
        JSON.stringify([filters.status, filters.from, filters.to, filters.q, page, perPage]),
        () => proOrderPage(deps.db, proUserId, filters, page, perPage),
      ),
    orderBatches: (proUserId, filters) => proOrderBatches(deps.db, proUserId, filters),
    leads: (proUserId, status, page, perPage) =>
      leadPages(proUserId, JSON.stringify([status, page, perPage]), () =>
        proLeadPage(deps.db, proUserId, status, page, perPage),
      ),
    setLeadStatus: (proUserId, kind, id, status) =>
      setLeadStatus(deps.db, deps.clock.now(), proUserId, kind, id, status),
    week: (proUserId) => proWeek(deps.db, proUserId, deps.clock.now()),
    count: (showroomId, counter, amount) =>
      countForShowroom(deps.db, showroomId, counter, deps.clock.now(), amount),
    payoutSetup: (proUserId) => findPayoutSetup(deps.db, deps.clock, proUserId),
    async saveBankAccount(proUserId, request) {
      await saveBankAccount(deps, proUserId, request);
      return findPayoutSetup(deps.db, deps.clock, proUserId);
    },
  };
}
