import type { ShopProfile } from '@showroom/contract';
import { themeFor } from '@showroom/contract';
import { LOGOUT_CLEARED_KEYS } from '@showroom/contract/account';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../storage/local-storage.ts';
import { showroomSelection } from './showroom-selection.ts';

const profile: ShopProfile = {
  user_id: 42,
  vsd_id: 'AB12CD34',
  company_name: 'Acme Remodeling',
  theme_color: '#112233',
  business_logo: 'logos/acme.png',
  basic_addon: { subscription_status: 'active' },
  custom_addon: { subscription_status: 'inactive' },
  latest_subscription: null,
  website_url: null,
  phone: null,
  email: null,
  links: {},
  site_origins: [],
  palette: null,
};
const navy = {
  brand: '#1a237e',
  onBrand: '#ffffff',
  primary: '#1a237e',
  onPrimary: '#ffffff',
  primaryHover: '#100d6b',
  primarySoft: '#e7f1ff',
  onPrimarySoft: '#1a237e',
};
const searchResult = { id: 42, company_name: 'Acme Remodeling', vsd_id: 'AB12CD34' };

describe('showroomSelection', () => {
  beforeEach(() => {
    showroomSelection.clear();
    localStorage.clear();
  });

  it('builds my_item from the profile and stores it with the search result', () => {
    const item = showroomSelection.select({ profile }, searchResult);
    expect(item).toEqual({
      showroom: 42,
      vsd_id: 'AB12CD34',
      company_name: 'Acme Remodeling',
      theme_color: '#112233',
      business_logo: 'logos/acme.png',
      custom_addon: 0,
      basic_addon: 1,
      palette: null,
    });
    expect(showroomSelection.current()).toEqual(item);
    expect(JSON.parse(localStorage.getItem('my_item') ?? 'null')).toEqual(item);
    expect(JSON.parse(localStorage.getItem('showroom') ?? 'null')).toEqual(searchResult);
  });

  it('marks an active custom addon with the spec flag 1', () => {
    const item = showroomSelection.select(
      { profile: { ...profile, custom_addon: { subscription_status: 'Active' } } },
      searchResult,
    );
    expect(item.custom_addon).toBe(1);
  });

  it("keeps the profile's palette, so a returning visitor's widgets theme before the profile loads", () => {
    const branded = { ...profile, custom_addon: { subscription_status: 'active' }, palette: navy };
    showroomSelection.select({ profile: branded }, searchResult);
    const stored = JSON.parse(localStorage.getItem('my_item') ?? 'null');
    expect(stored.palette).toEqual(navy);
    expect(themeFor(stored).palette).toEqual(navy);
  });

  it('clear removes both keys', () => {
    showroomSelection.select({ profile }, searchResult);
    showroomSelection.clear();
    expect(showroomSelection.current()).toBeNull();
    expect(localStorage.getItem('my_item')).toBeNull();
    expect(localStorage.getItem('showroom')).toBeNull();
  });

  it('forgets the selection when logout clears the stored keys', () => {
    showroomSelection.select({ profile }, searchResult);
    storage.clear(LOGOUT_CLEARED_KEYS);
    expect(showroomSelection.store.getState()).toEqual({ item: null, showroom: null });
  });

  it('follows a selection made in another tab', () => {
    const item = { ...showroomSelection.select({ profile }, searchResult), vsd_id: 'ZZ99ZZ99' };
    localStorage.setItem('my_item', JSON.stringify(item));
    window.dispatchEvent(new StorageEvent('storage', { key: 'my_item' }));
    expect(showroomSelection.current()?.vsd_id).toBe('ZZ99ZZ99');
  });

  it('takes a newer profile of the same showroom and keeps the design; another showroom is ignored', () => {
    showroomSelection.select({ profile }, searchResult);
    showroomSelection.setDesign({ floorplan: 'galley', floorTemplate: 'navy', is_3d: 1 });
    showroomSelection.refresh({ ...profile, company_name: 'Acme Kitchens', theme_color: '#445566' });
    expect(showroomSelection.current()).toMatchObject({
      company_name: 'Acme Kitchens',
      theme_color: '#445566',
      floorplan: 'galley',
    });
    expect(showroomSelection.store.getState().showroom?.company_name).toBe('Acme Kitchens');
    showroomSelection.refresh({ ...profile, user_id: 7, company_name: 'Someone Else' });
    expect(showroomSelection.current()?.company_name).toBe('Acme Kitchens');
  });
});
