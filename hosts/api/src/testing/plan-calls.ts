/** The console's plan calls and sandbox card tokens, for the plans and billing tests (issue #23). */
import { randomUUID } from 'node:crypto';
import { createSandboxGateway } from '../providers/payment-gateways/sandbox-gateway.ts';
import { bearer, type TestApp } from './test-app.ts';

/** Seeded pros with a showroom, no plan bought in the console and no branding (plainShowroom). */
export const PLAIN_PROS = [
  'buildr42@pros.showroom.test',
  'tileart7@pros.showroom.test',
  'modern55@pros.showroom.test',
  'casa2025@pros.showroom.test',
] as const;

export interface PlanCaller {
  id: number;
  email: string;
  headers: Record<string, string>;
}

export async function planCaller(t: TestApp, email: string): Promise<PlanCaller> {
  return { id: await t.userIdOf(email), email, headers: bearer(await t.tokenFor(email)) };
}

/** A single-use token of the card fields for `number` (the sandbox's tokenize, as the card frame does). */
export async function planCardToken(t: TestApp, number = '4242424242424242'): Promise<string> {
  const sandbox = createSandboxGateway({ db: t.db, clock: t.clock });
  const result = await sandbox.tokenize({ number, expMonth: 12, expYear: 2030, cvc: '123' });
  if (!result.ok) throw new Error(`tokenize refused ${number}`);
  return result.card.token;
}

export const newPlanKey = () => randomUUID();

export function buyPlan(t: TestApp, caller: PlanCaller, key: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pro/plans',
    headers: { ...caller.headers, 'idempotency-key': key },
    payload,
  });
}

export function readPlans(t: TestApp, caller: PlanCaller) {
  return t.app.inject({ method: 'GET', url: '/api/pro/plans', headers: caller.headers });
}

export function cancelPlan(t: TestApp, caller: PlanCaller, plan: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/pro/plans?plan=${plan}`, headers: caller.headers });
}
