/** What other workspaces (e2e, bench, scripts) may import from the API package. */
export { type BuildAppOptions, buildApp } from './app.ts';
export { type Config, loadConfig } from './config.ts';
export { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_AI_ACCOUNT,
  type DemoLogin,
  type DemoShowroom,
} from './db/seed/demo-accounts.ts';
export { seed, seedIfEmpty } from './db/seed/index.ts';
export { stripesPng } from './lib/png.ts';
export { STRAIGHT_ON_FLOOR, straightOnRoom, suggestCorners } from './modules/corner-suggestion/index.ts';
