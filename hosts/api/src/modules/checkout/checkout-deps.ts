import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import type { ShowroomContexts } from '../catalog/index.ts';
import type { SettingsService } from '../settings/index.ts';

/** What checkout works with; made once in context.ts. */
export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
  mailer: Mailer;
  settings: Pick<SettingsService, 'read'>;
  /** The showrooms' markups, read the way the catalogue and the cart read them. */
  showrooms: ShowroomContexts;
  platformOrigin: string;
}
