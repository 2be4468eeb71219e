/**
 * The API server process: read config, open and migrate the database, seed a fresh one, listen,
 * and print where everything is plus the demo logins.
 */
import { ROUTE_PATHS, shellPath } from '@showroom/contract';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_AI_ACCOUNT } from './db/seed/demo-accounts.ts';
import { seedIfEmpty } from './db/seed/index.ts';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const seeding = await seedIfEmpty(database.db, {
  products: config.seedProducts,
  // Only where the demo site really runs: `npm start` and the journeys pass its port (issue #21).
  siteOrigins: [config.contractorSiteOrigin],
});
const app = await buildApp({
  db: database.db,
  changes: database,
  config,
  sweepExpiredRows: true,
  settlePayments: true,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  // Stop taking requests first, then close the database so PGlite flushes its files.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The bound address, not config.port: with PORT=0 the system picks a free port (tests start processes so).
const address = await app.listen({ port: config.port, host: config.host });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const { logins, showrooms, password } = DEMO_ACCOUNTS;
console.log(`
Showroom API listening on ${address} (ready in ${seconds(performance.now() - started)})
  Shell:        ${config.platformOrigin}${shellPath(ROUTE_PATHS.home)}
  Database:     ${database.kind} (${database.location})${seeding.seeded ? `, seeded ${config.seedProducts.toLocaleString('en-US')} products in ${seconds(seeding.milliseconds)}` : ''}
  Mail:         ${config.smtpUrl ? 'SMTP' : `written to ${config.dataDir === ':memory:' ? 'memory' : `${config.dataDir}/mail/`} (links printed here)`}
  Showroom IDs: ${showrooms
    .filter((showroom) => showroom.status === 'Active' || showroom.status === 'Approve')
    .map((showroom) => `${showroom.vsd_id} (${showroom.company_name})`)
    .join(', ')}
  Demo logins (password ${password}):
${Object.entries(logins)
  .map(
    ([role, login]) =>
      `    ${role.padEnd(12)} ${login.email.padEnd(28)} ${login.type}, ${login.status}${login.verified ? '' : ', unverified'}`,
  )
  .join('\n')}
    ${'AI design'.padEnd(12)} ${DEMO_AI_ACCOUNT.email.padEnd(28)} its own account (/showroom/design-ai/login), verified
`);
