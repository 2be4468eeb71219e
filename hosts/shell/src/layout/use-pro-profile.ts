import type { ShopProfile } from '@showroom/contract';
import { loadShopProfile } from '@showroom/core';
import { useShowroomSelection } from '@showroom/ui';
import { useEffect, useState } from 'react';

/** One request per showroom and page load: the footer mounts again whenever the layout changes. */
const profiles = new Map<string, Promise<ShopProfile | null>>();

function profileOf(showroom: number, vsdId: string, companyName: string): Promise<ShopProfile | null> {
  const key = `${showroom}:${vsdId}`;
  let found = profiles.get(key);
  if (!found) {
    found = loadShopProfile(
      { id: showroom, vsd_id: vsdId, company_name: companyName },
      { silent: true },
    ).then(
      (data) => data?.profile ?? null,
      () => {
        // Links are a nicety: without them the footer shows the platform's links only. A failed
        // lookup may be retried on the next mount.
        profiles.delete(key);
        return null;
      },
    );
    profiles.set(key, found);
  }
  return found;
}

/**
 * The selected showroom's shop profile (for its contact links), fetched quietly when a showroom is
 * chosen; null without a showroom or while loading. The stored selection lacks the links.
 */
export function useProProfile(): ShopProfile | null {
  const selection = useShowroomSelection();
  const [profile, setProfile] = useState<ShopProfile | null>(null);
  const showroom = selection?.showroom;
  const vsdId = selection?.vsd_id;
  const companyName = selection?.company_name ?? '';

  useEffect(() => {
    setProfile(null);
    if (showroom === undefined || !vsdId) return;
    let current = true;
    void profileOf(showroom, vsdId, companyName).then((found) => {
      if (current) setProfile(found);
    });
    return () => {
      current = false;
    };
  }, [showroom, vsdId, companyName]);

  return profile;
}
