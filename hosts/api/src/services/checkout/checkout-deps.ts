import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ShowroomContexts } from '../catalog/showroom-context.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import type { SettingsService } from '../settings/settings-service.ts';

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
