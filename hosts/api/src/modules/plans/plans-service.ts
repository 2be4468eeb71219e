import type { OrderPayment } from '@showroom/contract/checkout';
import type { PlanBilling, PlanKey } from '@showroom/contract/pro';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import type { SettingsService } from '../settings/index.ts';
import { cancelPlan } from './cancel-plan.ts';
import { readPlanBilling } from './plan-billing.ts';
import { mailNewestReceipt } from './plan-receipts.ts';
import { purchasePlan } from './purchase-plan.ts';
import { type RenewCounts, renewDuePlans } from './renew-plans.ts';

export interface PlansServiceDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
  mailer: Mailer;
  settings: SettingsService;
  /** The console's plans screen, linked from receipts. */
  billingLink: string;
  /** Told when what theming reads changed, so this process's cached shop profiles forget before the answer. */
  showroomChanged(proUserId: number): void;
}

export interface PlansService {
  /** The pro's plans, receipts and saved card. */
  billing(userId: number): Promise<PlanBilling>;
  /** Buys a plan (see purchasePlan); answers the billing after it. */
  purchase(
    userId: number,
    key: string,
    input: { plan: PlanKey; payment: OrderPayment },
  ): Promise<PlanBilling>;
  /** Stops a plan's renewal; answers the billing after it. */
  cancel(userId: number, plan: PlanKey): Promise<PlanBilling>;
  /** The renewal job's pass: due plans renewed, ended or failed; dead purchases finished. */
  renewDue(): Promise<RenewCounts & { errors: number }>;
}

/** Plans and billing of the pros' console (issue #23, item 9). */
export function createPlansService(deps: PlansServiceDeps): PlansService {
  const billing = (userId: number) => readPlanBilling(deps.db, deps.payments.name, userId);
  return {
    billing,
    async purchase(userId, key, input) {
      const { row, charged } = await purchasePlan(deps, userId, key, input);
      deps.showroomChanged(userId);
      if (charged) mailNewestReceipt(deps, row.id);
      return billing(userId);
    },
    async cancel(userId, plan) {
      await cancelPlan(deps.db, deps.clock, userId, plan);
      return billing(userId);
    },
    renewDue: () =>
      renewDuePlans(deps, (row, charged) => {
        deps.showroomChanged(row.user_id);
        if (charged) mailNewestReceipt(deps, row.id);
      }),
  };
}
