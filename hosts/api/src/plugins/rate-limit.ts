import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/**
 * Registers the limiter without a global limit: a route opts in with
 * `config: { rateLimit: { max: 5, timeWindow: '1 minute' } }` (sign-in, password reset, ...).
 * The in-memory store is per process; with several API processes a shared store would be needed.
 */
export async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, { message: MESSAGES.tooManyRequests }),
  });
}
