import { SANDBOX_TOKENS_PATH } from '@showroom/contract/payments';
import type { FastifyInstance } from 'fastify';
import { TEST_PLATFORM_ORIGIN } from './test-app.ts';

export interface TestCard {
  number: string;
  exp_month?: string;
  exp_year?: string;
  cvc?: string;
  name?: string;
}

/** Posts a card to the sandbox's tokenize endpoint as the card frame does (a form, from the platform). */
export function postCardForToken(
  app: FastifyInstance,
  card: TestCard,
  { origin = TEST_PLATFORM_ORIGIN, remoteAddress }: { origin?: string | null; remoteAddress?: string } = {},
) {
  const body = new URLSearchParams({
    'card[number]': card.number,
    'card[exp_month]': card.exp_month ?? '9',
    'card[exp_year]': card.exp_year ?? '2033',
    'card[cvc]': card.cvc ?? '123',
    ...(card.name ? { 'card[name]': card.name } : {}),
  });
  return app.inject({
    method: 'POST',
    url: SANDBOX_TOKENS_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
    payload: body.toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
