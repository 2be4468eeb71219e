import { MARKUP, SHOP_LINK_KEYS, type ShopLinkKey } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from '../catalog/catalog-schema.ts';
import { users } from '../identity/users-schema.ts';

/** The footer's links of spec §2 (`SHOP_LINK_KEYS` in the contract). */
export type ShopLinks = Partial<Record<ShopLinkKey, string>>;
export { SHOP_LINK_KEYS };

/** A pro's showroom, found by its 8-character Showroom ID (vsd_id). */
export const shop_profiles = pgTable(
  'shop_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    vsd_id: text().notNull(),
    company_name: text().notNull(),
    theme_color: text(),
    business_logo: text(),
    basic_addon_status: text(),
    custom_addon_status: text(),
    markup_percent: numeric({ precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(MARKUP.standardPercent),
    website_url: text(),
    phone: text(),
    email: text(),
    links: jsonb().$type<ShopLinks>().notNull().default({}),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness, and the index the showroom search looks up by.
    uniqueIndex('shop_profiles_vsd_id_upper_unique').on(sql`upper(${t.vsd_id})`),
    check('shop_profiles_vsd_id_check', sql`${t.vsd_id} ~ '^[A-Za-z0-9]{8}$'`),
    // Spec §1/§6: a pro's markup is at least 10%; the database refuses anything lower.
    check(
      'shop_profiles_markup_min_check',
      sql`${t.markup_percent} >= ${sql.raw(String(MARKUP.minimumPercent))}`,
    ),
  ],
);

/** Sites a pro embeds their showroom on; each origin is allowed by CORS. */
export const showroom_site_origins = pgTable(
  'showroom_site_origins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shop_profile_id: integer()
      .notNull()
      .references(() => shop_profiles.id, { onDelete: 'cascade' }),
    /** Normalised `scheme://host[:port]`, exactly as browsers send it in the Origin header. */
    origin: text().notNull(),
    /** When the pro registered it (the console lists them in this order). */
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('showroom_site_origins_profile_origin_unique').on(t.shop_profile_id, t.origin),
    index('showroom_site_origins_origin_idx').on(t.origin),
  ],
);

/** Top categories a showroom carries. */
export const shop_profile_categories = pgTable(
  'shop_profile_categories',
  {
    shop_profile_id: integer()
      .notNull()
      .references(() => shop_profiles.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shop_profile_id, t.category_id] })],
);
