import {
  type AuthSession,
  authSessionResponseSchema,
  type RegisterRequest,
} from '@showroom/contract/account';
import { api, showroomSelection, startSession } from '@showroom/core';

/** The three registration steps as the form holds them; `type` and `shop_id` are added here. */
export type RegistrationFields = Omit<RegisterRequest, 'type' | 'shop_id'>;

/**
 * `POST /api/register` (spec §3 Registration details): always type User, `shop_id` the selected
 * showroom (`my_item.showroom`) or 0. The session is stored only when the new user is of type User
 * (spec §4). Rejects with the `ApiError`; a 422's field errors are on it for the form.
 */
export async function registerAccount(fields: RegistrationFields): Promise<AuthSession> {
  const body = await api.post('register', {
    schema: authSessionResponseSchema,
    body: { ...fields, type: 'User', shop_id: showroomSelection.current()?.showroom ?? 0 },
  });
  if (body.data.user.type === 'User') startSession(body.data);
  return body.data;
}
