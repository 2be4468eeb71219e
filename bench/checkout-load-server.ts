/**
 * The API as `npm start` runs it, with CHECKOUT_PURCHASES homeowners prepared to buy (cart line, card
 * token, bearer), handed to the parent over IPC once listening. Bench-only (see checkout-load.ts).
 */
import { buildApp, loadConfig, openDatabase, seedIfEmpty } from '@showroom/api';
import { prepareCheckoutPurchases } from '@showroom/api/checkout-buyers';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db, { products: config.seedProducts, siteOrigins: [config.contractorSiteOrigin] });
const purchases = await prepareCheckoutPurchases(database.db, Number(process.env.CHECKOUT_PURCHASES ?? 300));
const app = await buildApp({ db: database.db, changes: database, config });
await app.listen({ port: config.port, host: config.host });

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
process.send?.({ purchases });
