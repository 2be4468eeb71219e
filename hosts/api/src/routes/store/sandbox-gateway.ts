import {
  PAYMENT_MESSAGES,
  SANDBOX_TOKENS_PATH,
  type SandboxError,
  type SandboxToken,
} from '@showroom/contract/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CARD_FIELD_MESSAGES } from '../../modules/payments/index.ts';
import type { CardField, CardInput } from '../../providers/payment-gateways/payment-gateway.ts';
import type { AppRoutes } from '../route-options.ts';

/** The form's field → Stripe's `param` of a card error. */
const PARAM_OF_FIELD: Readonly<Record<CardField, string>> = {
  card_number: 'number',
  exp_date: 'exp_month',
  cvv: 'cvc',
};
const CODE_OF_FIELD: Readonly<Record<CardField, string>> = {
  card_number: 'invalid_number',
  exp_date: 'invalid_expiry_month',
  cvv: 'invalid_cvc',
};

/** A card is a few short fields; anything larger is not one. */
const BODY_LIMIT_BYTES = 2048;

/**
 * A form's `card[number]=…` (as Stripe.js sends) as `{ card: { number } }`, the shape JSON bodies
 * have too: one shape to read, and one the log redaction paths cover.
 */
function parseCardForm(text: string): { card: Record<string, string> } {
  const card: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const name = /^card\[(\w+)\]$/.exec(key)?.[1];
    if (name) card[name] = value;
  }
  return { card };
}

/** The card's fields from `{ card: { number, exp_month, exp_year, cvc, name } }`. */
function cardFieldsOf(body: unknown): Record<string, string> {
  const card = typeof body === 'object' && body !== null ? (body as { card?: unknown }).card : undefined;
  if (typeof card !== 'object' || card === null) return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(card)) {
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value).trim();
  }
  return fields;
}

/** The typed card, normalised; its shape errors are the gateway's to find (one place for card rules). */
function cardInputOf(fields: Record<string, string>): CardInput {
  const year = Number(fields.exp_year ?? '');
  const card: CardInput = {
    number: (fields.number ?? '').replace(/[\s-]/g, ''),
    expMonth: /^\d{1,2}$/.test(fields.exp_month ?? '') ? Number(fields.exp_month) : 0,
    expYear: year < 100 ? 2000 + year : year,
    cvc: fields.cvc ?? '',
  };
  if (fields.name) card.nameOnCard = fields.name.slice(0, 100);
  return card;
}

function refuse(reply: FastifyReply, status: number, error: SandboxError['error']): SandboxError {
  reply.code(status);
  return { error };
}

/**
 * `POST /sandbox-gateway/v1/tokens`: the sandbox processor's own tokenize endpoint (outside /api:
 * it plays the processor, not our API), shaped like Stripe's `/v1/tokens`. Only the platform's card
 * frame may call it (its exact origin; no CORS for any other page), a client address gets
 * RATE_LIMITS.cardTokensPerIp, and the body is never logged (lib/log-redaction.ts). It answers a
 * single-use token with display data; our API only ever sees that token.
 */
export const sandboxGatewayRoutes: AppRoutes = async (app, { ctx }) => {
  const sandbox = ctx.sandboxGateway;
  if (!sandbox) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, parseCardForm(body as string)),
  );
  const fromTheFrame = (request: FastifyRequest) => request.headers.origin === ctx.platformOrigin;
  // The global CORS plugin allows pros' registered sites on every route; not on this one.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!fromTheFrame(request)) reply.removeHeader('access-control-allow-origin');
    return payload;
  });

  app.post(
    SANDBOX_TOKENS_PATH,
    { bodyLimit: BODY_LIMIT_BYTES },
    async (request, reply): Promise<SandboxToken | SandboxError> => {
      if (!fromTheFrame(request)) {
        return refuse(reply, 403, {
          type: 'invalid_request_error',
          code: 'origin_not_allowed',
          message: PAYMENT_MESSAGES.tokenizeOriginRefused,
        });
      }
      const hit = await ctx.limits.cardTokensPerIp.take(request.ip);
      if (!hit.allowed) {
        reply.header('retry-after', String(Math.max(1, hit.retryAfterSeconds)));
        return refuse(reply, 429, {
          type: 'rate_limit_error',
          code: 'rate_limit',
          message: PAYMENT_MESSAGES.tokenizeTooMany,
        });
      }
      const card = cardInputOf(cardFieldsOf(request.body));
      const result = await sandbox.tokenize(card);
      if (!result.ok) {
        const field = result.fields[0] ?? 'card_number';
        return refuse(reply, 402, {
          type: 'card_error',
          code: CODE_OF_FIELD[field],
          message: CARD_FIELD_MESSAGES[field],
          param: PARAM_OF_FIELD[field],
        });
      }
      const { token, brand, last4, expMonth, expYear } = result.card;
      return {
        id: token,
        object: 'token',
        card: { brand, last4, exp_month: expMonth, exp_year: expYear, name: card.nameOnCard ?? null },
      };
    },
  );
};
