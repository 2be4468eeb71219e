import type { Notification, Profile } from '@showroom/contract/account';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { markNotificationRead, notificationPage, pendingNotifications } from '../notifications/index.ts';
import { loadProfile, type ShippingAddressInput, saveShippingAddress } from './profile.ts';

/** A signed-in user's own data: profile, shipping address and notifications. */
export function createAccountService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    profile: (userId: number): Promise<Profile> => loadProfile(db, userId),
    /** Saves the address; answers the shipping charge it implies. */
    saveShippingAddress: (userId: number, input: ShippingAddressInput): Promise<number> =>
      saveShippingAddress(db, userId, input, clock),
    pendingNotifications: (userId: number, limit: number) => pendingNotifications(db, userId, limit),
    notificationPage: (userId: number, page: number, perPage: number) =>
      notificationPage(db, userId, page, perPage),
    markNotificationRead: (userId: number, id: number): Promise<Notification | null> =>
      markNotificationRead(db, userId, id, clock),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
