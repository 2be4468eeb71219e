import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { Mailer } from './services/mail/mailer.ts';
import { createMemoryTransport } from './services/mail/memory-transport.ts';
import { prepareCheckoutPurchases } from './testing/checkout-buyers.ts';

const database = await openDatabase({
  databaseUrl: process.env.PROFILE_PG,
  dataDir: '/tmp/checkout-api-data',
});
await database.migrate();
const purchases = await prepareCheckoutPurchases(database.db, 130);
const app = await buildApp({
  db: database.db,
  config: {
    logLevel: 'silent',
    platformOrigin: 'http://x.test',
    showroomDist: '/none',
    dataDir: '/tmp/checkout-api-data',
  },
  mailer: new Mailer(createMemoryTransport(), 'x@y.z'),
});
const run = async (p: (typeof purchases)[number]) => {
  const r = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { authorization: `Bearer ${p.bearer}`, 'idempotency-key': p.idempotencyKey },
    payload: { showroom: p.showroom, payment: { card_token: p.cardToken } },
  });
  if (r.statusCode !== 201) console.log(r.body);
};
for (const p of purchases.slice(0, 30)) await run(p);
const client = (database.db as any).$client;
const stats = new Map<string, { n: number; ms: number; rows: number }>();
const wrap = (target: any) => {
  const orig = target.query.bind(target);
  target.query = async (q: string, ...rest: unknown[]) => {
    const s0 = performance.now();
    const r = await orig(q, ...rest);
    const k = q.replace(/\s+/g, ' ').slice(0, 70);
    const e = stats.get(k) ?? { n: 0, ms: 0, rows: 0 };
    e.n++;
    e.ms += performance.now() - s0;
    e.rows += r.rows?.length ?? 0;
    stats.set(k, e);
    return r;
  };
};
wrap(client);
const origTx = client.transaction.bind(client);
client.transaction = (fn: any) =>
  origTx((tx: any) => {
    wrap(tx);
    return fn(tx);
  });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const cpu0 = process.cpuUsage();
const w0 = performance.now();
for (const p of purchases.slice(30)) await run(p);
const cpu = process.cpuUsage(cpu0);
const { profile } = await session.post('Profiler.stop');
writeFileSync('/tmp/prof2.cpuprofile', JSON.stringify(profile));
console.log(
  'cpu ms per checkout',
  (cpu.user + cpu.system) / 1000 / 100,
  'wall per',
  (performance.now() - w0) / 100,
);
for (const [k, v] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30))
  console.log(
    String(Math.round((v.ms / 100) * 100) / 100).padStart(6),
    String(v.n).padStart(4),
    String(v.rows).padStart(6),
    k,
  );
await app.close();
await database.close();
