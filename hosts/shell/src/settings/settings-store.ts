import { type Settings, settingsResponseSchema } from '@showroom/contract/settings';
import { api } from '@showroom/core';
import { create } from 'zustand';

interface SettingsState {
  settings: Settings | null;
}

/** Platform settings (`GET /api/setting`): app name, support email and address for pages. */
export const useSettings = create<SettingsState>(() => ({ settings: null }));

export async function loadSettings(): Promise<void> {
  try {
    const body = await api.get('setting', { schema: settingsResponseSchema });
    useSettings.setState({ settings: body.data });
  } catch {
    // Pages fall back to neutral wording; the error catalogue has already informed the user.
  }
}
