import type { ProCoupon } from '@showroom/contract/pro';
import { formatDate, formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';

const discountOf = (coupon: ProCoupon) =>
  coupon.discount_type === 'percent'
    ? `${coupon.discount_value}% off`
    : `${formatUsd(coupon.discount_value)} off`;

const limitOf = (limit: number | null) => (limit === null ? 'no limit' : String(limit));

/** Active, switched off, or past its expiry (which checkout refuses all the same). */
function statusOf(coupon: ProCoupon, now: number): string {
  if (!coupon.active) return 'Deactivated';
  if (coupon.expires_at && Date.parse(coupon.expires_at) <= now) return 'Expired';
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return 'Used up';
  return 'Active';
}

/** The showroom's coupons: terms, how often each was used and what it cost; edit, switch off or on. */
export function CouponTable({
  coupons,
  busyId,
  onEdit,
  onToggle,
}: {
  coupons: readonly ProCoupon[];
  busyId: number | null;
  onEdit: (coupon: ProCoupon) => void;
  onToggle: (coupon: ProCoupon) => void;
}) {
  if (coupons.length === 0) {
    return <p className="sr-console__muted">No coupons yet. Create your first one above.</p>;
  }
  const now = Date.now();
  return (
    <div className="sr-console__scroll">
      <table className="sr-console__table sr-console__table--cards">
        <caption>Your coupons</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">Expires</th>
            <th scope="col">Limits (total / per customer)</th>
            <th scope="col">Used</th>
            <th scope="col">Cost</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="sr-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.id}>
              <th scope="row">
                <code>{coupon.code}</code>
              </th>
              <td data-label="Discount">{discountOf(coupon)}</td>
              <td data-label="Expires">{coupon.expires_at ? formatDate(coupon.expires_at) : 'never'}</td>
              <td data-label="Limits">
                {limitOf(coupon.max_uses)} / {limitOf(coupon.max_uses_per_customer)}
              </td>
              <td data-label="Used">{coupon.uses}</td>
              <td data-label="Cost">{formatUsd(coupon.discount_total)}</td>
              <td data-label="Status">{statusOf(coupon, now)}</td>
              <td className="sr-console__actions">
                <Button variant="secondary" onClick={() => onEdit(coupon)} aria-label={`Edit ${coupon.code}`}>
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  busy={busyId === coupon.id}
                  onClick={() => onToggle(coupon)}
                  aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} ${coupon.code}`}
                >
                  {coupon.active ? 'Deactivate' : 'Activate'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
