import type { PublicData, PublicQuery, Settings } from '@showroom/contract/settings';
import type { Database } from '../../db/client.ts';
import { createPublicDataReader } from './public-data.ts';
import { readSettings } from './settings.ts';

export interface SettingsService {
  /** Editable platform content with its defaults, and the URLs that follow PLATFORM_ORIGIN. */
  read(): Promise<Settings>;
  /** Public counts and the named category/product; null when a given pid or cid does not exist. */
  publicData(query: PublicQuery): Promise<PublicData | null>;
}

export function createSettingsService({
  db,
  platformOrigin,
}: {
  db: Database;
  platformOrigin: string;
}): SettingsService {
  const publicData = createPublicDataReader(db);
  const read = () => readSettings(db, platformOrigin);
  return {
    read,
    async publicData(query) {
      const { app_name } = await read();
      return publicData.read(query, app_name);
    },
  };
}
