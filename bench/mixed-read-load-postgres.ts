import { localPostgresUrl, measureOnPostgres } from './api-on-postgres.ts';
import { type MixedReadLoad, mixedReadP99 } from './mixed-read-load.ts';

/** The mixed read load against the API alone on a throw-away PostgreSQL database (api-on-postgres.ts). */
export function mixedReadP99OnPostgres(serverUrl: string, port: number): Promise<MixedReadLoad> {
  return measureOnPostgres(serverUrl, port, (apiUrl) => mixedReadP99(apiUrl));
}

// `npx tsx bench/mixed-read-load-postgres.ts` measures on the local server (or DATABASE_URL's).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await mixedReadP99OnPostgres(localPostgresUrl(), 18600 + Math.floor(Math.random() * 100)));
}
