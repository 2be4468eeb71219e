import type { Faker } from '@faker-js/faker';
import { slugify } from '@showroom/contract';
import { subscriptions } from '../../modules/identity/users-schema.ts';
import {
  type ShopLinks,
  shop_profile_categories,
  shop_profiles,
  showroom_site_origins,
} from '../../modules/showrooms/showrooms-schema.ts';
import type { Database } from '../client.ts';
import { toUser } from './accounts.ts';
import { DEMO_ACCOUNTS, DEMO_SITE_SHOWROOM, DEMO_VERIFIED_AT, type DemoShowroom } from './demo-accounts.ts';
import { seedDesignerProfiles } from './designer-profiles.ts';
import { insertUsers, type SeedUser } from './insert-users.ts';

export interface SeedProsOptions {
  /** Origins of the demo pro site, registered on the showroom it embeds (DEMO_SITE_SHOWROOM) only. */
  siteOrigins: readonly string[];
  /** The 22 top category ids. */
  topCategoryIds: readonly number[];
}

/** Markups above the 10% minimum for the two featured showrooms; the others keep the standard 10%. */
const MARKUPS: Record<string, number> = { HOMEPRO1: 15, STUDIO88: 20 };

/** Pros (Contractor/Designer owners) with their showrooms, subscriptions, site origins and categories. */
export async function seedPros(db: Database, faker: Faker, options: SeedProsOptions): Promise<void> {
  const showrooms = DEMO_ACCOUNTS.showrooms;
  const owners: SeedUser[] = showrooms.map((showroom) => ownerOf(showroom, faker));
  const userIds = await insertUsers(db, owners);

  const profileRows = showrooms.map((showroom) => {
    const demoSite = showroom.vsd_id === DEMO_SITE_SHOWROOM ? options.siteOrigins[0] : undefined;
    const site = demoSite ?? `https://www.${slugify(showroom.company_name)}.example`;
    return {
      user_id: userIds.get(showroom.owner_email)!,
      vsd_id: showroom.vsd_id,
      company_name: showroom.company_name,
      theme_color: showroom.theme_color,
      basic_addon_status: showroom.basic_addon_status,
      custom_addon_status: showroom.custom_addon_status,
      markup_percent: MARKUPS[showroom.vsd_id],
      website_url: site,
      phone: `(555) 01${faker.string.numeric(1)}-${faker.string.numeric(4)}`,
      email: `hello@${slugify(showroom.company_name)}.example`,
      links: linksOf(site, showroom),
    };
  });
  const profiles = await db
    .insert(shop_profiles)
    .values(profileRows)
    .returning({ id: shop_profiles.id, vsd_id: shop_profiles.vsd_id });
  const profileId = new Map(profiles.map((row) => [row.vsd_id, row.id]));
  await seedDesignerProfiles(
    db,
    new Map(showrooms.map((showroom) => [showroom.vsd_id, userIds.get(showroom.owner_email)!])),
  );

  await db.insert(subscriptions).values(
    showrooms.flatMap((showroom) =>
      showroom.subscriptions.map((subscription, index) => ({
        ...subscription,
        user_id: userIds.get(showroom.owner_email)!,
        created_at: new Date(Date.UTC(2025, 1 + index * 6, 1)),
      })),
    ),
  );
  if (options.siteOrigins.length > 0) {
    await db.insert(showroom_site_origins).values(
      options.siteOrigins.map((origin) => ({
        shop_profile_id: profileId.get(DEMO_SITE_SHOWROOM)!,
        origin,
      })),
    );
  }
  await db.insert(shop_profile_categories).values(
    showrooms.flatMap((showroom, index) => {
      // "Carries most categories": the first showroom carries all 22, the others leave out one to four.
      const left = index === 0 ? [] : faker.helpers.arrayElements(options.topCategoryIds, { min: 1, max: 4 });
      return options.topCategoryIds
        .filter((id) => !left.includes(id))
        .map((category_id) => ({ shop_profile_id: profileId.get(showroom.vsd_id)!, category_id }));
    }),
  );
}

function ownerOf(showroom: DemoShowroom, faker: Faker): SeedUser {
  const logins = Object.values(DEMO_ACCOUNTS.logins);
  const login = logins.find((candidate) => candidate.email === showroom.owner_email);
  if (login) return toUser(login, faker);
  return {
    type: showroom.type,
    status: showroom.status,
    first_name: faker.person.firstName(),
    last_name: faker.person.lastName(),
    email: showroom.owner_email,
    email_verified_at: DEMO_VERIFIED_AT,
    phone_number: faker.string.numeric(10),
    zip_code: faker.location.zipCode('#####'),
  };
}

function linksOf(site: string, showroom: DemoShowroom): ShopLinks {
  const slug = slugify(showroom.company_name);
  return {
    about: `${site}/about`,
    services: `${site}/services`,
    portfolio: `${site}/portfolio`,
    contact: `${site}/contact`,
    'image-sharing': `https://images.example/${slug}`,
    reviews: `https://reviews.example/${slug}`,
    maps: `https://maps.example/?q=${encodeURIComponent(showroom.company_name)}`,
  };
}
