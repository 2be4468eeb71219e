import type { PublicData, PublicQuery, Settings } from '@showroom/contract/settings';
import type { Database } from '../../db/client.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { createPublicDataReader } from './public-data.ts';
import { readSettings } from './settings.ts';

export interface SettingsService {
  /** Editable platform content with its defaults, and the URLs that follow PLATFORM_ORIGIN. */
  read(): Promise<Settings>;
  /** Public counts and the named category/product; null when a given pid or cid does not exist. */
  publicData(query: PublicQuery): Promise<PublicData | null>;
}

/**
 * The shell reads the settings on every start. Only the seed writes them (there is no settings route
 * that changes them), so the TTL bounds a stale value in every process: 10 s, then one stale answer.
 */
const SETTINGS_TTL = { freshMs: 10_000, staleMs: 60_000 };

export function createSettingsService({
  db,
  platformOrigin,
}: {
  db: Database;
  platformOrigin: string;
}): SettingsService {
  const publicData = createPublicDataReader(db);
  const cache = new LoadingCache<'settings', Settings>({ maxEntries: 1, maxBytes: 100_000, ...SETTINGS_TTL });
  const read = () => cache.getOrLoad('settings', () => readSettings(db, platformOrigin));
  return {
    read,
    async publicData(query) {
      const { app_name } = await read();
      return publicData.read(query, app_name);
    },
  };
}
