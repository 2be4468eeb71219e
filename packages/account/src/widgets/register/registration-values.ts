import { DEFAULT_COUNTRY_CODE } from '@showroom/contract';
import {
  REGISTER_STEP_OF_FIELD,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
} from '@showroom/contract/account';
import type { RegistrationFields } from '@showroom/core/account';

export type RegisterStep = 1 | 2 | 3;

/** Everything the three steps hold, as typed; kept whole across Back, Next and server errors. */
export interface RegistrationValues {
  full_name: string;
  email: string;
  password: string;
  country_code: string;
  phone_number: string;
  zip_code: string;
  agree: boolean;
  shipping_street: string;
  shipping_city: string;
  shipping_state: string;
  shipping_zip_code: string;
  shipping_apartment: string;
  pay_street: string;
  pay_state: string;
  pay_city: string;
  pay_zip_code: string;
}

export type TextFieldName = Exclude<keyof RegistrationValues, 'agree'>;

export const INITIAL_VALUES: RegistrationValues = {
  full_name: '',
  email: '',
  password: '',
  country_code: DEFAULT_COUNTRY_CODE,
  phone_number: '',
  zip_code: '',
  agree: false,
  shipping_street: '',
  shipping_city: '',
  shipping_state: '',
  shipping_zip_code: '',
  shipping_apartment: '',
  pay_street: '',
  pay_state: '',
  pay_city: '',
  pay_zip_code: '',
};

/** Each step's contract schema; Next checks only the step's own (spec §4 Registration). */
export const STEP_SCHEMAS = {
  1: registerStep1Schema,
  2: registerStep2Schema,
  3: registerStep3Schema,
} as const;

/** The fields of each step in screen order, to focus the first invalid one. */
export const STEP_FIELDS: Readonly<Record<RegisterStep, readonly string[]>> = {
  1: ['full_name', 'email', 'password', 'country_code', 'phone_number', 'zip_code', 'agree'],
  2: ['shipping_street', 'shipping_apartment', 'shipping_city', 'shipping_state', 'shipping_zip_code'],
  // The card fields live in the card frame, which shows their messages itself.
  3: ['pay_street', 'pay_state', 'pay_city', 'pay_zip_code'],
};

/** The earliest step holding one of `fields` (server errors), or null when none is a form field. */
export function earliestStepOf(fields: readonly string[]): RegisterStep | null {
  const steps = fields.map((field) => REGISTER_STEP_OF_FIELD[field]).filter((step) => step !== undefined);
  return steps.length > 0 ? (Math.min(...steps) as RegisterStep) : null;
}

/**
 * The request fields: the terms box as the `true` the contract wants, and the card as the card
 * frame's token with the name on it (never the number: decision 0048).
 */
export function toRegistrationFields(
  values: RegistrationValues,
  card: { token: string; name?: string | undefined } | null,
): RegistrationFields {
  const fields: RegistrationFields = { ...values, agree: true };
  if (card) fields.card_token = card.token;
  if (card?.name) fields.name_on_Card = card.name;
  return fields;
}
