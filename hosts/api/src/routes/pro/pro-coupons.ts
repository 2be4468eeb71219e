import {
  COUPON_MESSAGES,
  couponCreateSchema,
  couponTermsSchema,
  type ProCoupon,
  type ProCouponResponse,
  type ProCouponsResponse,
} from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** A coupon id as the table makes them (a positive 32-bit integer); anything else names no coupon. */
const COUPON_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;
const notFound = () => new HttpError(404, { message: COUPON_MESSAGES.notFound });

function couponIdOf(params: unknown): number {
  const { id } = params as { id: string };
  const value = Number(id);
  if (!COUPON_ID.test(id) || value > MAX_ID) throw notFound();
  return value;
}

const answer = (message: string, coupon: ProCoupon): ProCouponResponse => ({
  success: true,
  message,
  data: coupon,
});

/**
 * The signed-in pro's coupons (issue #23, the console's Coupons): list with uses and cost, create, edit
 * and switch off. A code of another showroom (or the platform's) is 404 to them, like one that does not exist.
 */
export const proCouponRoutes: AppRoutes = async (app, { ctx }) => {
  const coupons = ctx.pros.coupons;

  app.get('/api/pro/coupons', access('pro'), async (request): Promise<ProCouponsResponse> => {
    return { success: true, message: '', data: { data: await coupons.list(sessionOf(request).user.id) } };
  });

  app.post('/api/pro/coupons', access('pro'), async (request): Promise<ProCouponResponse> => {
    const input = validate(couponCreateSchema, request.body);
    return answer(COUPON_MESSAGES.created, await coupons.create(sessionOf(request).user.id, input));
  });

  app.put('/api/pro/coupons/:id', access('pro'), async (request): Promise<ProCouponResponse> => {
    const id = couponIdOf(request.params);
    const terms = validate(couponTermsSchema, request.body);
    const saved = await coupons.update(sessionOf(request).user.id, id, terms);
    if (!saved) throw notFound();
    return answer(COUPON_MESSAGES.saved, saved);
  });
};
