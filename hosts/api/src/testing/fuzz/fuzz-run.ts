import type { RouteAccess } from '@showroom/contract/account';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { clientAddresses } from '../client-addresses.ts';
import { injectedBody } from '../injected-body.ts';
import type { FuzzEntry } from './fuzz-catalogue.ts';
import { type FuzzRequest, fuzzRequests } from './fuzz-requests.ts';
import { leakIn } from './response-leaks.ts';

export interface FuzzRunOptions {
  /**
   * Routes to fuzz: `METHOD url`, its catalogue entry, its declared access (more signed-in requests where
   * it is not public) and fast-check's seed for it (the same seed generates the same requests).
   */
  routes: readonly { key: string; entry: FuzzEntry; access: RouteAccess; seed: number }[];
  /**
   * `count` fresh valid tokens of an account `access` admits (one per request: a fuzzed logout revokes the
   * one it sent), so a pro's or an admin's route is fuzzed past the access check too.
   */
  signedInTokens(access: RouteAccess, count: number): Promise<string[]>;
  runsPerRoute: number;
}

export interface FuzzFailure {
  route: string;
  status: number;
  /** "5xx" or the kind of leak found in the body. */
  problem: string;
  request: FuzzRequest;
  body: string;
}

export interface FuzzReport {
  requests: number;
  serverErrors: number;
  failures: FuzzFailure[];
  /** How many answers of each status, to see what the run reached. */
  statuses: Record<number, number>;
}

/**
 * Sends `runsPerRoute` generated invalid requests to every route (in process, app.inject) and
 * collects every 5xx and every body that leaks a stack, SQL, a path or an internal error name.
 * Each request comes from its own client address, so per-address limits do not end a run early.
 */
export async function runFuzz(app: FastifyInstance, options: FuzzRunOptions): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, serverErrors: 0, failures: [], statuses: {} };
  const nextAddress = clientAddresses(250);
  for (const { key, entry, access, seed } of options.routes) {
    const requests = fc.sample(fuzzRequests(key, entry, access), { numRuns: options.runsPerRoute, seed });
    const tokens = await options.signedInTokens(
      access,
      requests.filter((request) => request.auth === 'signed-in').length,
    );
    for (const request of requests) {
      report.requests += 1;
      const header = access === 'aiAccount' ? 'authorizationai' : 'authorization';
      const authorization = request.auth === 'signed-in' ? { [header]: `Bearer ${tokens.pop()}` } : {};
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...authorization },
        remoteAddress: nextAddress(),
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        ...(entry.streamHeader ? { payloadAsStream: true } : {}),
      });
      const body = entry.streamHeader ? await injectedBody(response) : response.body;
      report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
      const serverError = response.statusCode >= 500;
      if (serverError) report.serverErrors += 1;
      const problem = serverError ? '5xx' : leakIn(body);
      if (problem) {
        report.failures.push({
          route: key,
          status: response.statusCode,
          problem,
          request,
          body: body.slice(0, 500),
        });
      }
    }
  }
  return report;
}
