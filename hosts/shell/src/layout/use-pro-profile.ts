import type { ShopProfile } from '@showroom/contract';
import { loadShopProfile } from '@showroom/core';
import { useShowroomSelection } from '@showroom/ui';
import { useEffect, useState } from 'react';

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
    loadShopProfile({ id: showroom, vsd_id: vsdId, company_name: companyName }, { silent: true })
      .then((data) => {
        if (current) setProfile(data?.profile ?? null);
      })
      .catch(() => {
        // Links are a nicety: without them the footer shows the platform's links only.
      });
    return () => {
      current = false;
    };
  }, [showroom, vsdId, companyName]);

  return profile;
}
