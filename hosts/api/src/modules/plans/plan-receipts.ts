import { DEFAULT_TIME_ZONE } from '@showroom/contract';
import { PLAN_MESSAGES, PLAN_OFFERS, PLAN_RENEWAL_NOTE } from '@showroom/contract/pro';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { planReceiptMail } from '../../providers/mail/templates/plan-receipt-mail.ts';
import { users } from '../identity/users-schema.ts';
import type { SettingsService } from '../settings/index.ts';
import { plan_charges } from './plans-schema.ts';

export interface ReceiptMailDeps {
  db: Database;
  mailer: Mailer;
  settings: SettingsService;
  /** The console's plans screen, linked from the mail. */
  billingLink: string;
}

/** Spec §9: dates MM.DD.YYYY in the default time zone. */
const specDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIME_ZONE,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  })
    .format(date)
    .replaceAll('/', '.');

/** Mails the receipt of the plan's newest charge, in the background like every mail. */
export function mailNewestReceipt(deps: ReceiptMailDeps, subscriptionId: number): void {
  deps.mailer.sendLater(async () => {
    const [charge] = await deps.db
      .select({ charge: plan_charges, email: users.email, firstName: users.first_name })
      .from(plan_charges)
      .innerJoin(users, eq(users.id, plan_charges.user_id))
      .where(eq(plan_charges.subscription_id, subscriptionId))
      .orderBy(desc(plan_charges.created_at), desc(plan_charges.id))
      .limit(1);
    if (!charge) return null;
    const { app_name, support_email } = await deps.settings.read();
    return planReceiptMail({
      to: charge.email,
      firstName: charge.firstName,
      appName: app_name,
      supportEmail: support_email,
      subject: PLAN_MESSAGES.receiptMailSubject,
      planName: PLAN_OFFERS[charge.charge.plan].name,
      amountCents: charge.charge.amount_cents,
      reason: charge.charge.reason,
      chargedAt: specDate(charge.charge.created_at),
      card: { brand: charge.charge.card_brand, last4: charge.charge.card_last4 },
      reference: charge.charge.authorization_id,
      billingLink: deps.billingLink,
      renewalNote: PLAN_RENEWAL_NOTE,
    });
  });
}
