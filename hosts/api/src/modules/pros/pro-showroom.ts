import { SHOP_LINK_KEYS } from '@showroom/contract';
import type { ProShowroom } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { type ShopLinks, shop_profiles } from '../showrooms/showrooms-schema.ts';

const COLUMNS = {
  company_name: shop_profiles.company_name,
  website_url: shop_profiles.website_url,
  phone: shop_profiles.phone,
  email: shop_profiles.email,
  links: shop_profiles.links,
};

type Row = {
  company_name: string;
  website_url: string | null;
  phone: string | null;
  email: string | null;
  links: ShopLinks;
};

function toShowroom(row: Row): ProShowroom {
  const links = Object.fromEntries(SHOP_LINK_KEYS.map((key) => [key, row.links[key] ?? null]));
  return {
    company_name: row.company_name,
    website_url: row.website_url,
    phone: row.phone,
    email: row.email,
    links,
  };
}

/** Empty boxes clear: stored as null (a column) or left out (a link). */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** The showroom's name and footer links of a pro; null without a showroom. */
export async function findProShowroom(db: Database, proUserId: number): Promise<ProShowroom | null> {
  const [row] = await db.select(COLUMNS).from(shop_profiles).where(eq(shop_profiles.user_id, proUserId));
  return row ? toShowroom(row) : null;
}

/** Saves them; null without a showroom. The table's change notice tells every process (decision 0084). */
export async function saveProShowroom(
  db: Database,
  clock: Clock,
  proUserId: number,
  showroom: ProShowroom,
): Promise<ProShowroom | null> {
  const links: ShopLinks = {};
  for (const key of SHOP_LINK_KEYS) {
    const value = orNull(showroom.links[key]);
    if (value) links[key] = value;
  }
  const [row] = await db
    .update(shop_profiles)
    .set({
      company_name: showroom.company_name,
      website_url: orNull(showroom.website_url),
      phone: orNull(showroom.phone),
      email: orNull(showroom.email),
      links,
      updated_at: clock.now(),
    })
    .where(eq(shop_profiles.user_id, proUserId))
    .returning(COLUMNS);
  return row ? toShowroom(row) : null;
}
