import type { FastifyRequest } from 'fastify';
import type { CartCaller } from '../../modules/carts/index.ts';
import { optionalSessionOf } from '../../plugins/auth.ts';

/** Whose cart a call is about: the signed-in user, if any, and the cart token the request carries. */
export function cartCallerOf(request: FastifyRequest, token: string | undefined): CartCaller {
  return { userId: optionalSessionOf(request)?.user.id ?? null, token };
}
