import { validationErrorSchema } from '@showroom/contract';
import {
  CART_HANDOFF,
  CART_MESSAGES,
  cartHandoffRedeemResponseSchema,
  cartHandoffResponseSchema,
} from '@showroom/contract/cart';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { cartCalls, cartOf, item, newToken, useCartTestApp } from '../../testing/cart-test-kit.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { bearer, type TestApp } from '../../testing/test-app.ts';

/**
 * Cart hand-off (decision 0076): a visitor's cart, named by a token in the pro's site's storage, goes
 * with them to the platform's origin as a one-time code, never as the token.
 */
const kit = useCartTestApp();
const { sync, getCart } = cartCalls(kit);
let t: TestApp;
beforeAll(() => {
  t = kit.t;
});
const freshIp = clientAddresses(23);

const askForCode = (temp_project_id: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projectCart/handoff',
    payload: { temp_project_id },
    ...(token ? { headers: bearer(token) } : {}),
  });
const redeem = (code: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projectCart/handoff/redeem',
    payload: { code },
    remoteAddress: freshIp(),
  });
const codeFor = async (cartToken: string) =>
  cartHandoffResponseSchema.parse((await askForCode(cartToken)).json()).data.code;
const codeErrors = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(422);
  return validationErrorSchema.parse(response.json()).errors;
};

async function visitorCart() {
  const token = newToken();
  const cart = cartOf(await sync({ temp_project_id: token, ...item(kit.piece.sizes[0]!, 2) }))!;
  return { token, cart };
}

describe('cart hand-off', () => {
  it("trades a one-time code for the visitor cart's token, which then shows the same lines", async () => {
    const visitor = await visitorCart();
    const code = await codeFor(visitor.token);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).not.toContain(visitor.token);

    const response = await redeem(code);
    expect(response.statusCode).toBe(200);
    const { temp_project_id } = cartHandoffRedeemResponseSchema.parse(response.json()).data;
    expect(temp_project_id).toBe(visitor.token);
    const seen = cartOf(await getCart({ showroom: kit.homepro.userId, temp_project_id }))!;
    expect(seen.Project_tans).toEqual(visitor.cart.Project_tans);
  });

  it('works once, and only the newest code of a cart works', async () => {
    const visitor = await visitorCart();
    const older = await codeFor(visitor.token);
    const code = await codeFor(visitor.token);
    expect(codeErrors(await redeem(older))).toEqual({ code: [CART_MESSAGES.handoffCodeInvalid] });
    expect((await redeem(code)).statusCode).toBe(200);
    expect(codeErrors(await redeem(code))).toEqual({ code: [CART_MESSAGES.handoffCodeInvalid] });
  });

  it('expires after its minute', async () => {
    const code = await codeFor((await visitorCart()).token);
    t.clock.advance(CART_HANDOFF.ttlSeconds * 1000 + 1);
    expect(codeErrors(await redeem(code))).toEqual({ code: [CART_MESSAGES.handoffCodeInvalid] });
  });

  it("gives no code for a token naming no cart or a homeowner's own cart, and no token once the cart has an owner", async () => {
    expect((await askForCode(newToken())).statusCode).toBe(404);
    const userToken = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
    const ownToken = newToken();
    await sync({ temp_project_id: ownToken, ...item(kit.piece.sizes[0]!, 1) }, userToken);
    const refused = await askForCode(ownToken);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: CART_MESSAGES.notFound });

    // Handed off, then claimed by a sign-in before the code is redeemed: the code is worth nothing.
    const visitor = await visitorCart();
    const code = await codeFor(visitor.token);
    await getCart({ showroom: kit.homepro.userId, temp_project_id: visitor.token }, userToken);
    expect(codeErrors(await redeem(code))).toEqual({ code: [CART_MESSAGES.handoffCodeInvalid] });
  });

  it('rejects a malformed code or token with a 422', async () => {
    expect(codeErrors(await redeem('short'))).toEqual({ code: [CART_MESSAGES.handoffCodeInvalid] });
    const response = await askForCode('x');
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.temp_project_id).toBeDefined();
  });
});
