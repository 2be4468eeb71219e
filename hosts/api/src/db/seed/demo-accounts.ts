import type { UserType } from '@showroom/contract';
import type { UserStatus } from '../../modules/identity/users-schema.ts';

/**
 * The showroom the contractor demo site embeds (hosts/contractor-site's default `data-showroom`): the
 * only one that registers the site's origin.
 */
export const DEMO_SITE_SHOWROOM = 'HOMEPRO1';

/** When seeded accounts count as verified; fixed so that two seeds produce identical rows. */
export const DEMO_VERIFIED_AT = new Date('2025-01-15T16:00:00Z');

export interface DemoLogin {
  email: string;
  type: UserType;
  status: UserStatus;
  verified: boolean;
  first_name: string;
  last_name: string;
}

export interface DemoShowroom {
  vsd_id: string;
  company_name: string;
  type: Extract<UserType, 'Contractor' | 'Designer'>;
  status: UserStatus;
  /** The owner's sign-in email (password: DEMO_ACCOUNTS.password). */
  owner_email: string;
  theme_color: string | null;
  custom_addon_status: string | null;
  basic_addon_status: string | null;
  /** Subscriptions oldest first; the last one is the showroom's latest_subscription. */
  subscriptions: readonly { plan: string; paid_amount: number; subscription_status: string }[];
}

const login = (
  email: string,
  type: UserType,
  status: UserStatus,
  [first_name, last_name]: [string, string],
  verified = true,
): DemoLogin => ({ email, type, status, verified, first_name, last_name });

/**
 * Every seeded account signs in with `password`. These are the accounts the README, e2e tests and the
 * start-up banner rely on; change them here only.
 */
export const DEMO_ACCOUNTS = {
  password: 'Showroom!2026',
  logins: {
    homeowner: login('homeowner@showroom.test', 'User', 'Active', ['Olivia', 'Bennett']),
    unverified: login('unverified@showroom.test', 'User', 'Active', ['Uma', 'Reyes'], false),
    pending: login('pending@showroom.test', 'User', 'Pending', ['Nora', 'Quinn']),
    deactivated: login('deactivated@showroom.test', 'User', 'Deactive', ['Derek', 'Stone']),
    vendor: login('vendor@showroom.test', 'Vendor', 'Active', ['Victor', 'Alvarez']),
    contractor: login('contractor@showroom.test', 'Contractor', 'Active', ['Ethan', 'Brooks']),
    designer: login('designer@showroom.test', 'Designer', 'Active', ['Sofia', 'Marin']),
    admin: login('admin@showroom.test', 'Admin', 'Active', ['Grace', 'Holloway']),
  },
  showrooms: [
    {
      vsd_id: 'HOMEPRO1',
      company_name: 'Evergreen Home Remodeling',
      type: 'Contractor',
      status: 'Active',
      owner_email: 'contractor@showroom.test',
      theme_color: '#0f766e',
      custom_addon_status: 'active',
      basic_addon_status: 'active',
      subscriptions: [{ plan: 'Basic', paid_amount: 49, subscription_status: 'active' }],
    },
    {
      vsd_id: 'STUDIO88',
      company_name: 'Studio 88 Interiors',
      type: 'Designer',
      status: 'Active',
      owner_email: 'designer@showroom.test',
      theme_color: '#7c3aed',
      custom_addon_status: null,
      basic_addon_status: 'active',
      // Premium once, Basic now: the latest subscription decides (spec §4), so this designer's
      // branding is locked and the console shows why, beside the contractor's unlocked one.
      subscriptions: [
        { plan: 'Premium', paid_amount: 199, subscription_status: 'expired' },
        { plan: 'Basic', paid_amount: 49, subscription_status: 'active' },
      ],
    },
    plainShowroom('BUILDR42', 'Builder 42 Construction', 'Contractor', 'Active'),
    plainShowroom('CASA2025', 'Casa Bella Design Build', 'Contractor', 'Approve'),
    plainShowroom('TILEART7', 'Tile Art Studio', 'Designer', 'Active'),
    plainShowroom('MODERN55', 'Modern Living Contractors', 'Contractor', 'Active'),
    // Not findable: the search and profile only answer for Active/Approve pros.
    plainShowroom('CLOSED01', 'Closed Door Renovations', 'Contractor', 'Deactive'),
    plainShowroom('WAITING1', 'Waiting List Builders', 'Contractor', 'Pending'),
  ] satisfies DemoShowroom[] as readonly DemoShowroom[],
} as const;

/** A pro's sign-up waiting for an admin (issue #23): an account Pending, and the application's fields. */
export interface DemoApplicant {
  email: string;
  type: Extract<UserType, 'Contractor' | 'Designer'>;
  first_name: string;
  last_name: string;
  phone_number: string;
  zip_code: string;
  company_name: string;
  licence_number: string;
  service_area: string;
}

/**
 * Sign-ups awaiting approval, for the admin's review (GET /api/admin/pros). Not a demo login: a
 * pending account cannot sign in until approved.
 */
export const DEMO_APPLICANTS: readonly DemoApplicant[] = [
  {
    email: 'applicant@pros.showroom.test',
    type: 'Contractor',
    first_name: 'Aaron',
    last_name: 'Pike',
    phone_number: '(415) 555-0142',
    zip_code: '94110',
    company_name: 'Pike & Sons Remodeling',
    licence_number: 'CSLB 1048213',
    service_area: 'San Francisco and the Peninsula, 30 miles',
  },
];

function plainShowroom(
  vsd_id: string,
  company_name: string,
  type: DemoShowroom['type'],
  status: UserStatus,
): DemoShowroom {
  return {
    vsd_id,
    company_name,
    type,
    status,
    owner_email: `${vsd_id.toLowerCase()}@pros.showroom.test`,
    theme_color: null,
    custom_addon_status: null,
    basic_addon_status: null,
    subscriptions: [],
  };
}

/**
 * The demo's AI design account (decision 0110): AI design's own accounts are apart from `users`, so
 * it is no login of the shop. Verified, with the starter credits; the password is the demo one.
 */
export const DEMO_AI_ACCOUNT = { email: 'ai@showroom.test', name: 'Avery Lane' } as const;
