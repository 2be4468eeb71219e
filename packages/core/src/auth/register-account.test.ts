import { MESSAGES } from '@showroom/contract';
import { session } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authUser,
  envelope,
  fakeApi,
  jsonResponse,
  resetPage,
  selectShowroom,
  TOKEN,
} from './auth-test-kit.ts';
import { type RegistrationFields, registerAccount } from './register-account.ts';

const fields: RegistrationFields = {
  full_name: 'Ann Lee',
  email: 'ann@example.com',
  password: 'long enough',
  country_code: '+1',
  phone_number: '4155550100',
  zip_code: '94103',
  agree: true,
  shipping_street: '1 Main St',
  shipping_city: 'San Francisco',
  shipping_state: 'CA',
  shipping_zip_code: '94103',
};
let page: ReturnType<typeof resetPage>;

beforeEach(() => {
  page = resetPage();
});
afterEach(() => page.unregister());

describe('registerAccount', () => {
  it('posts every field as type User with shop_id 0 when no showroom is selected', async () => {
    const requests = fakeApi({ 'POST register': envelope({ user: authUser(), token: TOKEN }) });
    await registerAccount(fields);
    expect(requests[0]?.body).toEqual({ ...fields, type: 'User', shop_id: 0 });
  });

  it("takes shop_id from the stored my_item's showroom", async () => {
    selectShowroom();
    const requests = fakeApi({ 'POST register': envelope({ user: authUser(), token: TOKEN }) });
    await registerAccount(fields);
    expect(requests[0]?.body).toMatchObject({ shop_id: 7 });
  });

  it('stores the session when the new user is of type User', async () => {
    fakeApi({ 'POST register': envelope({ user: authUser(), token: TOKEN }) });
    await expect(registerAccount(fields)).resolves.toMatchObject({ token: TOKEN });
    expect(session.isLoggedIn()).toBe(true);
  });

  it('stores no session for any other type', async () => {
    fakeApi({ 'POST register': envelope({ user: authUser({ type: 'Contractor' }), token: TOKEN }) });
    await registerAccount(fields);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('rejects a 422 carrying its field errors', async () => {
    fakeApi({
      'POST register': jsonResponse(422, {
        message: MESSAGES.invalidGiven,
        errors: { email: ['The email has already been taken.'] },
      }),
    });
    await expect(registerAccount(fields)).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: ['The email has already been taken.'] },
    });
    expect(session.isLoggedIn()).toBe(false);
  });
});
