import type { AdminSettingsRequest } from '@showroom/contract/admin';
import type { PublicData, PublicQuery, Settings } from '@showroom/contract/settings';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { AuditActor } from '../admin-audit/index.ts';
import { createPublicDataReader } from './public-data.ts';
import { saveSettings } from './save-settings.ts';
import { readSettings } from './settings.ts';

export interface SettingsService {
  /** Editable platform content with its defaults, and the URLs that follow PLATFORM_ORIGIN. */
  read(): Promise<Settings>;
  /** Public counts and the named category/product; null when a given pid or cid does not exist. */
  publicData(query: PublicQuery): Promise<PublicData | null>;
  /** An admin's edit (audited); answers the settings as `read` now gives them, in every process. */
  save(values: AdminSettingsRequest, actor: AuditActor): Promise<Settings>;
}

/**
 * The shell reads the settings on every start. An admin's save drops every process's copy (the
 * settings change notice); the TTL still bounds a value kept past a lost notice: 10 s, then one stale
 * answer.
 */
const SETTINGS_TTL = { freshMs: 10_000, staleMs: 60_000 };

export function createSettingsService({
  db,
  clock,
  platformOrigin,
  notices,
}: {
  db: Database;
  clock: Clock;
  platformOrigin: string;
  notices?: ChangeNotices;
}): SettingsService {
  const publicData = createPublicDataReader(db);
  const cache = new LoadingCache<'settings', Settings>({ maxEntries: 1, maxBytes: 100_000, ...SETTINGS_TTL });
  notices?.onSettingsChanged(() => cache.clear());
  const read = () => cache.getOrLoad('settings', () => readSettings(db, platformOrigin));
  return {
    read,
    async save(values, actor) {
      await saveSettings({ db, clock, platformOrigin }, values, actor);
      // This process forgets at once; the others hear the notice (PostgreSQL delivers it asynchronously).
      cache.clear();
      return read();
    },
    async publicData(query) {
      const { app_name } = await read();
      return publicData.read(query, app_name);
    },
  };
}
