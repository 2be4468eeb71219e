import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock/clock.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

export interface PaymentsSetup {
  gateway: PaymentGateway;
  /** The sandbox, when it is the gateway: it also answers its own tokenize endpoint. */
  sandbox: SandboxGateway | null;
}

/** Stripe when both its keys are configured (config.ts), else the sandbox processor. */
export function createPaymentGateway({
  db,
  clock,
  stripe,
}: {
  db: Database;
  clock: Clock;
  stripe?: { secretKey: string; apiUrl?: string | undefined } | undefined;
}): PaymentsSetup {
  if (stripe) return { gateway: createStripeGateway(stripe), sandbox: null };
  const sandbox = createSandboxGateway({ db, clock });
  return { gateway: sandbox, sandbox };
}
