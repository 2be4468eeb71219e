/**
 * The journeys run on two Playwright workers, each against a platform and a contractor site of its own
 * (its own database, demo accounts, mail and logs), so that two journeys never share a cart or an account
 * (decision 0122). Global setup starts one pair per worker and lists them in `E2E_SERVERS`; each worker
 * then points `PLATFORM_URL`, `SITE_URL` and `E2E_DATA_DIR` at its own pair, so journeys and helpers that
 * read those keep working unchanged.
 */
export interface JourneyServers {
  platformUrl: string;
  siteUrl: string;
  /** The API's DATA_DIR: mail under `mail/`, the log under `logs/api.log`, the embedded database. */
  dataDir: string;
}

const SERVERS_KEY = 'E2E_SERVERS';

/** Hands the started pairs to the workers (Playwright passes global setup's environment on to them). */
export function publishJourneyServers(servers: JourneyServers[]): void {
  const [first] = servers;
  if (!first) throw new Error('no journey servers were started');
  process.env[SERVERS_KEY] = JSON.stringify(servers);
  useServers(first);
}

/** Every pair global setup started: a check over all the run's data (no card number anywhere) reads each. */
export function allJourneyServers(): JourneyServers[] {
  const listed = process.env[SERVERS_KEY];
  if (!listed)
    throw new Error(`${SERVERS_KEY} is not set: run the journeys through e2e/playwright.config.ts`);
  return JSON.parse(listed) as JourneyServers[];
}

/**
 * In a worker (the config is loaded there too, after Playwright set `TEST_PARALLEL_INDEX`): use the pair
 * of this worker's slot. A worker restarted after a failure keeps its slot, so it keeps its servers.
 */
export function useWorkerServers(): void {
  const slot = process.env.TEST_PARALLEL_INDEX;
  if (slot === undefined || !process.env[SERVERS_KEY]) return;
  const servers = allJourneyServers();
  const own = servers[Number(slot) % servers.length];
  if (own) useServers(own);
}

function useServers(servers: JourneyServers): void {
  process.env.PLATFORM_URL = servers.platformUrl;
  process.env.SITE_URL = servers.siteUrl;
  process.env.E2E_DATA_DIR = servers.dataDir;
}
