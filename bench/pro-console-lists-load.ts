import { DEMO_ACCOUNTS } from '@showroom/api';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { localPostgresUrl, measureOnPostgres, settle } from './api-on-postgres.ts';

/** Issue #23's list budget: this many orders in one showroom. */
const ORDERS = 10_000;
/** The Leads list's share: as many sample requests (the issue names no number for leads). */
const LEADS = 10_000;
const WARM_UP_SECONDS = 5;

/**
 * 10,000 orders of two items each for the demo contractor's showroom, bought by the demo homeowner and
 * spread over the last 10,000 hours, and 10,000 sample requests credited to it, inserted in one
 * statement per table (the API has no bulk call).
 */
async function seedOrders(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [pro] = await sql`select id from users where email = ${DEMO_ACCOUNTS.logins.contractor.email}`;
    const [buyer] = await sql`select id from users where email = ${DEMO_ACCOUNTS.logins.homeowner.email}`;
    await sql`
      insert into orders (order_number, user_id, showroom_id, subtotal_cents, discount_cents, shipping_cents,
        tax_cents, total_cents, shipping_street, shipping_city, shipping_state, shipping_zip_code, card_brand,
        card_last4, created_at, cancellable_until)
      select 'BN-' || lpad(g::text, 8, '0'), ${buyer!.id}, ${pro!.id}, 2400, 0, 0, 100, 2500, '1 Main St',
        'Austin', 'TX', '73301', 'visa', '4242', now() - g * interval '1 hour', now() - g * interval '1 hour'
      from generate_series(1, ${ORDERS}) g`;
    await sql`
      insert into order_items (order_id, product_name, brand, unit, qty, unit_price_cents, final_price_cents,
        contractor_markup_cents, admin_profit_inclusive_tax_cents, line_total_cents, status)
      select o.id, 'Bench tile ' || n, 'Bench Brand', 'Box', 2, 600, 500, 100, 50, 1200,
        case when o.id % 20 = 0 then 'Returned' else 'Delivered' end
      from orders o cross join generate_series(1, 2) n where o.order_number like 'BN-%'`;
    await sql`
      insert into sample_requests (full_name, email, phone_number, action, lead_type, shop_profile_id, created_at)
      select 'Bench Lead ' || g, 'lead' || g || '@example.test', '+15125550100', 'sample_request', 'Pop-Ups',
        ${pro!.id}, now() - g * interval '1 hour'
      from generate_series(1, ${LEADS}) g`;
  } finally {
    await sql.end({ timeout: 1 });
  }
  await settle(databaseUrl);
}

export interface ListLoad {
  p99: number;
  requests: number;
  errors: number;
}

/** p99 of one console list at 50 connections for 10 s, signed in as the demo contractor, after a warm-up. */
async function listP99(url: string, token: string): Promise<ListLoad> {
  const load = (seconds: number) =>
    autocannon({
      url,
      connections: 50,
      duration: seconds,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'accept-encoding': 'br, gzip',
      },
    });
  await load(WARM_UP_SECONDS);
  const result = await load(10);
  return { p99: result.latency.p99, requests: result.requests.total, errors: result.errors + result.non2xx };
}

/**
 * The console's Orders (first page, and page 50 filtered by a search) and Leads lists on a throw-away
 * PostgreSQL database with 10,000 orders in the demo contractor's showroom (issue #23 budget).
 */
export function proConsoleListsP99OnPostgres(serverUrl: string, port: number) {
  return measureOnPostgres(serverUrl, port, async (apiUrl, databaseUrl) => {
    await seedOrders(databaseUrl);
    const session = await fetch(`${apiUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        email: DEMO_ACCOUNTS.logins.contractor.email,
        password: DEMO_ACCOUNTS.password,
      }),
    });
    if (!session.ok) throw new Error(`contractor sign-in: ${session.status}`);
    const { token } = ((await session.json()) as { data: { token: string } }).data;
    return {
      orders: await listP99(`${apiUrl}/api/pro/orders`, token),
      ordersFiltered: await listP99(
        `${apiUrl}/api/pro/orders?status=Returned&q=BN-&page=5&per_page=50`,
        token,
      ),
      leads: await listP99(`${apiUrl}/api/pro/leads`, token),
    };
  });
}

// `npx tsx bench/pro-console-lists-load.ts` measures on a throw-away database of the local PostgreSQL.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    await proConsoleListsP99OnPostgres(localPostgresUrl(), 18800 + Math.floor(Math.random() * 100)),
  );
}
