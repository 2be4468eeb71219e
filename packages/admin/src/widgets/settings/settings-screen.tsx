import { ROUTE_PATHS } from '@showroom/contract';
import { ADMIN_SETTING_KEYS, type AdminSettingsRequest } from '@showroom/contract/admin';
import type { Settings } from '@showroom/contract/settings';
import { Button, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { loadSettings } from '../../api/admin-calls.ts';
import { AdminFrame } from '../admin-frame/admin-frame.tsx';
import { SettingsForm } from './settings-form.tsx';

/** The edited keys of what `GET /api/setting` answers. */
function editable(settings: Settings): AdminSettingsRequest {
  return Object.fromEntries(ADMIN_SETTING_KEYS.map((key) => [key, settings[key]])) as AdminSettingsRequest;
}

/**
 * `/admin/settings` (issue #24): what `GET /api/setting` answers (the app's name, support contacts,
 * address, default theme colour), edited here; the platform's own addresses follow its origin.
 */
export function SettingsScreen() {
  const { state, retry } = useResource('admin-settings', async (signal) => (await loadSettings(signal)).data);
  return (
    <AdminFrame title="Settings" current={ROUTE_PATHS.adminSettings}>
      <section className="sr-page-card" aria-label="Platform settings" aria-busy={state.status === 'loading'}>
        {state.status === 'error' ? (
          <FormStatus tone="error">
            The settings could not be loaded. <Button onClick={retry}>Try again</Button>
          </FormStatus>
        ) : state.status !== 'ready' ? (
          <>
            <div className="sr-page-skeleton" />
            <div className="sr-page-skeleton" />
          </>
        ) : (
          <SettingsForm saved={editable(state.data)} platformUrl={state.data.platform_url} />
        )}
      </section>
    </AdminFrame>
  );
}
