import {
  brandingAllowed,
  isSubscriptionActive,
  type MyItem,
  myItemSchema,
  type ShopProfile,
  type ShowroomSearchResult,
  STORAGE_KEYS,
  showroomSearchResultSchema,
} from '@showroom/contract';
import { storage } from '../storage/local-storage.ts';
import { createPersistedStore } from '../storage/persisted-store.ts';

export interface ShowroomSelectionState {
  /** The stored `my_item`: the chosen pro's showroom and its branding. */
  readonly item: MyItem | null;
  /** The stored `showroom`: the search result the visitor picked. */
  readonly showroom: ShowroomSearchResult | null;
}

function read(): ShowroomSelectionState {
  return {
    item: storage.getJson(STORAGE_KEYS.myItem, myItemSchema),
    showroom: storage.getJson(STORAGE_KEYS.showroom, showroomSearchResultSchema),
  };
}

function write(state: ShowroomSelectionState): void {
  if (state.item) storage.set(STORAGE_KEYS.myItem, state.item);
  else storage.remove(STORAGE_KEYS.myItem);
  if (state.showroom) storage.set(STORAGE_KEYS.showroom, state.showroom);
  else storage.remove(STORAGE_KEYS.showroom);
}

const { store, update } = createPersistedStore([STORAGE_KEYS.myItem, STORAGE_KEYS.showroom], read, write);

/**
 * Builds `my_item` from the loaded shop profile; addons become the spec's 1/0 flag. A paid
 * Premium plan brands a showroom like the custom addon does (spec §4), so it sets the flag too.
 */
function toMyItem(profile: ShopProfile): MyItem {
  return {
    showroom: profile.user_id,
    vsd_id: profile.vsd_id,
    company_name: profile.company_name,
    theme_color: profile.theme_color,
    business_logo: profile.business_logo,
    custom_addon: brandingAllowed(profile).allowed ? 1 : 0,
    basic_addon: isSubscriptionActive(profile.basic_addon?.subscription_status) ? 1 : 0,
    palette: profile.palette ?? null,
  };
}

/**
 * The chosen showroom (spec §4 "Showroom entry" step 3), persisted under `my_item` and
 * `showroom` and kept in step across tabs.
 */
export const showroomSelection = {
  store,
  /** Stores the selection from `data.data` of the shop-profile response and the picked search result. */
  select(profileData: { readonly profile: ShopProfile }, searchResult: ShowroomSearchResult): MyItem {
    const item = toMyItem(profileData.profile);
    update({ item, showroom: searchResult });
    return item;
  },
  current: (): MyItem | null => store.getState().item,
  /**
   * Brings the stored selection up to date with a newer shop profile of the same showroom (a renamed
   * company, a new theme or logo), keeping the visitor's design; another showroom's profile is ignored.
   */
  refresh(profile: ShopProfile): void {
    const { item, showroom } = store.getState();
    if (!item || item.showroom !== profile.user_id) return;
    update({
      item: { ...item, ...toMyItem(profile) },
      showroom: showroom && { ...showroom, company_name: profile.company_name, vsd_id: profile.vsd_id },
    });
  },
  /** Records the visualizer's plan, template and view on `my_item` (spec §3); nothing without a showroom. */
  setDesign(design: Pick<MyItem, 'floorplan' | 'floorTemplate' | 'is_3d'>): void {
    const item = store.getState().item;
    if (item) update({ item: { ...item, ...design }, showroom: store.getState().showroom });
  },
  clear: () => update({ item: null, showroom: null }),
};
