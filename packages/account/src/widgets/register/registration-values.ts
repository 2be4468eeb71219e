import { DEFAULT_COUNTRY_CODE } from '@showroom/contract';
import {
  REGISTER_STEP_OF_FIELD,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
} from '@showroom/contract/account';
import type { RegistrationFields } from '@showroom/core/account';
import { digitsOf } from './card-input.ts';

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
  card_number: string;
  name_on_Card: string;
  exp_date: string;
  cvv: string;
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
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
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
  3: [
    'card_number',
    'name_on_Card',
    'exp_date',
    'cvv',
    'pay_street',
    'pay_state',
    'pay_city',
    'pay_zip_code',
  ],
};

/** The earliest step holding one of `fields` (server errors), or null when none is a form field. */
export function earliestStepOf(fields: readonly string[]): RegisterStep | null {
  const steps = fields.map((field) => REGISTER_STEP_OF_FIELD[field]).filter((step) => step !== undefined);
  return steps.length > 0 ? (Math.min(...steps) as RegisterStep) : null;
}

/** The request fields: the card number as digits, the terms box as the `true` the contract wants. */
export function toRegistrationFields(values: RegistrationValues): RegistrationFields {
  return { ...values, agree: true, card_number: digitsOf(values.card_number) };
}
