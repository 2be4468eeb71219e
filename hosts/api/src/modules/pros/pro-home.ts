import { SHELL_BASE_PATH } from '@showroom/contract';
import type { ProHome } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../identity/users-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

/** The shell's address of a showroom: what a pro shares, prints as a QR code, or links from their site. */
export const shopUrlOf = (platformOrigin: string, vsdId: string) =>
  `${platformOrigin}${SHELL_BASE_PATH}/?showroom=${encodeURIComponent(vsdId)}`;

/** The console's home for the signed-in pro; null when they have no showroom (never approved). */
export async function findProHome(
  db: Database,
  platformOrigin: string,
  proUserId: number,
): Promise<ProHome | null> {
  const [row] = await db
    .select({
      type: users.type,
      vsd_id: shop_profiles.vsd_id,
      company_name: shop_profiles.company_name,
      markup_percent: shop_profiles.markup_percent,
    })
    .from(shop_profiles)
    .innerJoin(users, eq(users.id, shop_profiles.user_id))
    .where(eq(shop_profiles.user_id, proUserId));
  if (!row) return null;
  return {
    type: row.type as ProHome['type'],
    vsd_id: row.vsd_id,
    company_name: row.company_name,
    shop_url: shopUrlOf(platformOrigin, row.vsd_id),
    markup_percent: row.markup_percent,
  };
}
