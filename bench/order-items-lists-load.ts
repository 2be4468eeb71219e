import { DEMO_ACCOUNTS } from '@showroom/api';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { localPostgresUrl, measureOnPostgres, settle } from './api-on-postgres.ts';

/** Issue #24's list budget: this many order items (two an order), half of them the demo vendor's. */
const ORDER_ITEMS = 100_000;
const WARM_UP_SECONDS = 5;

/**
 * 50,000 orders of two items each in the demo contractor's showroom, one item of the demo vendor and
 * one of another vendor, spread over the last 50,000 minutes, inserted in one statement per table.
 */
async function seedOrderItems(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [pro] = await sql`select id from users where email = ${DEMO_ACCOUNTS.logins.contractor.email}`;
    const [buyer] = await sql`select id from users where email = ${DEMO_ACCOUNTS.logins.homeowner.email}`;
    const [vendor] = await sql`select id from users where email = ${DEMO_ACCOUNTS.logins.vendor.email}`;
    const [other] =
      await sql`select user_id as id from vendor_profiles where user_id <> ${vendor!.id} limit 1`;
    await sql`
      insert into orders (order_number, user_id, showroom_id, subtotal_cents, discount_cents, shipping_cents,
        tax_cents, total_cents, shipping_street, shipping_city, shipping_state, shipping_zip_code, card_brand,
        card_last4, created_at, cancellable_until)
      select 'VA-' || lpad(g::text, 8, '0'), ${buyer!.id}, ${pro!.id}, 2400, 0, 0, 100, 2500, '1 Main St',
        'Austin', 'TX', '73301', 'visa', '4242', now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, ${ORDER_ITEMS / 2}) g`;
    await sql`
      insert into order_items (order_id, vendor_id, product_name, brand, unit, qty, unit_price_cents,
        final_price_cents, contractor_markup_cents, admin_profit_inclusive_tax_cents, line_total_cents, status)
      select o.id, case when n = 1 then ${vendor!.id}::int else ${other?.id ?? vendor!.id}::int end,
        'Bench tile ' || n, 'Bench Brand', 'Box', 2, 600, 500, 100, 50, 1200,
        case when o.id % 7 = 0 then 'Shipped' when o.id % 20 = 0 then 'Returned' else 'Delivered' end
      from orders o cross join generate_series(1, 2) n where o.order_number like 'VA-%'`;
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

/** p99 of one list at 50 connections for 10 s with `token`, after a warm-up. */
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

async function signIn(apiUrl: string, email: string): Promise<string> {
  const session = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: DEMO_ACCOUNTS.password }),
  });
  if (!session.ok) throw new Error(`${email} sign-in: ${session.status}`);
  return ((await session.json()) as { data: { token: string } }).data.token;
}

/**
 * The admin's session past the OTP step, as the OTP call marks it (the bench reads no mail): the
 * token's row is stamped in the database.
 */
async function otpVerified(databaseUrl: string, token: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update personal_access_tokens set otp_verified_at = now() where id = ${Number(token.split('|')[0])}`;
  } finally {
    await sql.end({ timeout: 1 });
  }
  return token;
}

/**
 * The vendor's Order items (first page, and page 20 filtered by a status) and the admin's Orders
 * (first page, and a vendor + status + date filter) on a throw-away PostgreSQL database with 100,000
 * order items (issue #24 budget).
 */
export function vendorAdminListsP99OnPostgres(serverUrl: string, port: number) {
  return measureOnPostgres(serverUrl, port, async (apiUrl, databaseUrl) => {
    await seedOrderItems(databaseUrl);
    const vendor = await signIn(apiUrl, DEMO_ACCOUNTS.logins.vendor.email);
    const admin = await otpVerified(databaseUrl, await signIn(apiUrl, DEMO_ACCOUNTS.logins.admin.email));
    const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    return {
      vendorItems: await listP99(`${apiUrl}/api/vendor/order_items`, vendor),
      vendorItemsFiltered: await listP99(
        `${apiUrl}/api/vendor/order_items?status=Shipped&page=20&per_page=50`,
        vendor,
      ),
      adminOrders: await listP99(`${apiUrl}/api/admin/orders`, admin),
      adminOrdersFiltered: await listP99(
        `${apiUrl}/api/admin/orders?status=Returned&from=${day}&page=2&per_page=50`,
        admin,
      ),
    };
  });
}

// `npx tsx bench/order-items-lists-load.ts` measures on a throw-away database of the local PostgreSQL.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    await vendorAdminListsP99OnPostgres(localPostgresUrl(), 18900 + Math.floor(Math.random() * 100)),
  );
}
