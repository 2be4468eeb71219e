import { DEMO_ACCOUNTS } from '@showroom/api';
import autocannon from 'autocannon';

export interface LoginLoadOptions {
  /** Sign-ins per second, arriving evenly spaced (default 20). */
  rate?: number;
  /** Seconds of measurement after a 2 s warm-up (default 10). */
  duration?: number;
  /** Accounts to cycle through; default: every seeded demo login (they share one password). */
  accounts?: readonly { email: string; password: string }[];
}

export interface LoginLoadResult {
  p99: number;
  p50: number;
  requests: number;
  /** Answers other than 2xx: a 422 or 429 here means the bench measured the wrong thing. */
  non2xx: number;
}

const demoAccounts = () =>
  Object.values(DEMO_ACCOUNTS.logins).map((login) => ({
    email: login.email,
    password: DEMO_ACCOUNTS.password,
  }));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Sign-in latency at a fixed, evenly spaced arrival rate (default 20/s for 10 s) against a running
 * platform: `POST /api/login` with valid credentials, cycling through several accounts. Every request
 * verifies an argon2id hash, so this is what bounds the hashing parameters (budget: p99 ≤ 150 ms on
 * 2 cores). A successful sign-in releases the attempt its limits counted, so successes are never refused.
 *
 * autocannon's rate limit releases each connection's quota at the top of every second, so one run with
 * N connections sends bursts of N. To get even spacing this starts `rate` single-connection runs of
 * 1 request/s, staggered by 1/rate s, and takes the exact percentiles of all their response times.
 */
export async function loginP99(
  platformUrl: string,
  options: LoginLoadOptions = {},
): Promise<LoginLoadResult> {
  const rate = options.rate ?? 20;
  const accounts = options.accounts ?? demoAccounts();
  let next = 0;
  const body = () => {
    const account = accounts[next++ % accounts.length]!;
    return JSON.stringify({ email: account.email, password: account.password });
  };

  async function measure(duration: number) {
    const latencies: number[] = [];
    let non2xx = 0;
    const runs = Array.from({ length: rate }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * 1000) / rate));
      await new Promise<void>((resolve, reject) => {
        // The callback form returns the EventEmitter, whose 'response' events carry each response time.
        const instance = autocannon(
          {
            url: `${platformUrl}/api/login`,
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            connections: 1,
            connectionRate: 1,
            duration,
            requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
          },
          (error) => (error ? reject(error) : resolve()),
        );
        instance.on('response', (_client, statusCode, _bytes, responseTime) => {
          latencies.push(responseTime);
          if (statusCode < 200 || statusCode >= 300) non2xx += 1;
        });
      });
    });
    await Promise.all(runs);
    latencies.sort((a, b) => a - b);
    return {
      p99: percentile(latencies, 99),
      p50: percentile(latencies, 50),
      requests: latencies.length,
      non2xx,
    };
  }

  await measure(2);
  return measure(options.duration ?? 10);
}
