import type { Database } from '../db/client.ts';
import type { AuthorizeResult, PaymentGateway } from '../providers/payment-gateways/payment-gateway.ts';
import { createSandboxGateway } from '../providers/payment-gateways/sandbox-gateway.ts';
import type { TestClock } from './test-clock.ts';

/**
 * The sandbox gateway with a script on top, for the tests of paths that move money one call at a time
 * (hires, credit packs, plans): hold the next authorization at the processor, give the next one a
 * scripted answer, or let the process "die" right after the next capture. Each script step applies once.
 */
export interface ScriptedGateway {
  /** For `createTestApp({ payments })`. */
  payments: (db: Database, clock: TestClock) => PaymentGateway;
  /** The scripted gateway the app was given (for a job called directly); set once the app is made. */
  gateway(): PaymentGateway;
  /** Makes the next authorization wait: `reached` when it is at the processor, `letGo` to go on. */
  holdNextAuthorization(): { reached: Promise<void>; letGo: () => void };
  /** The processor's next answer, instead of the sandbox's. */
  answerNext(answer: AuthorizeResult): void;
  /** The next capture goes through at the processor, then the call throws as a dead process would. */
  dieAfterNextCapture(): void;
  /** Authorizations that reached the processor since the last `countFromZero()`. */
  authorizations(): number;
  countFromZero(): void;
}

export function scriptedGateway(): ScriptedGateway {
  let scripted: PaymentGateway | null = null;
  let held: { arrived: () => void; wait: Promise<void> } | null = null;
  let nextAnswer: AuthorizeResult | null = null;
  let dieAfterCapture = false;
  let authorizations = 0;
  return {
    payments(db, clock) {
      const inner = createSandboxGateway({ db, clock });
      scripted = {
        ...inner,
        async authorize(request) {
          authorizations += 1;
          if (held) {
            const { arrived, wait } = held;
            held = null;
            arrived();
            await wait;
          }
          const answer = nextAnswer;
          nextAnswer = null;
          return answer ?? inner.authorize(request);
        },
        async capture(authorizationId) {
          await inner.capture(authorizationId);
          if (dieAfterCapture) {
            dieAfterCapture = false;
            throw new Error('the API process died');
          }
        },
      };
      return scripted;
    },
    gateway() {
      if (!scripted) throw new Error('The scripted gateway is made with the test app: create it first.');
      return scripted;
    },
    holdNextAuthorization() {
      let arrived!: () => void;
      let letGo!: () => void;
      const reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      held = { arrived, wait: new Promise<void>((resolve) => (letGo = resolve)) };
      return { reached, letGo };
    },
    answerNext(answer) {
      nextAnswer = answer;
    },
    dieAfterNextCapture() {
      dieAfterCapture = true;
    },
    authorizations: () => authorizations,
    countFromZero() {
      authorizations = 0;
    },
  };
}
