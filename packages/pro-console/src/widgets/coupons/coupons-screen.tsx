import { ROUTE_PATHS } from '@showroom/contract';
import { COUPON_MESSAGES, type ProCoupon } from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { useState } from 'react';
import { loadProCoupons, saveProCoupon } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { CouponForm } from './coupon-form.tsx';
import { CouponTable } from './coupon-table.tsx';
import { termsOf, valuesOf } from './coupon-values.ts';

/** The list with `saved` in it: replaced where it was, or first when new (the list is newest first). */
const withCoupon = (coupons: readonly ProCoupon[], saved: ProCoupon): ProCoupon[] =>
  coupons.some((coupon) => coupon.id === saved.id)
    ? coupons.map((coupon) => (coupon.id === saved.id ? saved : coupon))
    : [saved, ...coupons];

function Coupons({
  coupons,
  onSaved,
}: {
  coupons: readonly ProCoupon[];
  onSaved: (saved: ProCoupon) => void;
}) {
  const [editing, setEditing] = useState<ProCoupon | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const toggle = async (coupon: ProCoupon) => {
    setBusyId(coupon.id);
    try {
      const answer = await saveProCoupon(coupon.id, { ...termsOf(valuesOf(coupon)), active: !coupon.active });
      onSaved(answer.data);
      notify.success(answer.data.active ? COUPON_MESSAGES.activated : COUPON_MESSAGES.deactivated);
    } catch {
      // The API client has shown the server's reason (e.g. a percent now above a lowered markup).
    } finally {
      setBusyId(null);
    }
  };
  return (
    <>
      {editing ? (
        <CouponForm
          key={editing.id}
          coupon={editing}
          onSaved={(saved) => {
            onSaved(saved);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <CouponForm coupon={null} onSaved={onSaved} />
      )}
      <CouponTable coupons={coupons} busyId={busyId} onEdit={setEditing} onToggle={toggle} />
    </>
  );
}

/**
 * `/pro/coupons` (issue #23, console "Coupons"): the showroom's codes, percent or amount, never above
 * the markup; expiry and usage limits; how often each was used and what it cost.
 */
export function CouponsScreen() {
  const { state, retry, update } = useResource(
    'pro-coupons',
    async (signal) => (await loadProCoupons(signal)).data.data,
  );
  return (
    <ConsoleFrame title="Your coupons" current={ROUTE_PATHS.proCoupons}>
      {state.status === 'ready' && (
        <Coupons coupons={state.data} onSaved={(saved) => update((coupons) => withCoupon(coupons, saved))} />
      )}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your coupons could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </ConsoleFrame>
  );
}
