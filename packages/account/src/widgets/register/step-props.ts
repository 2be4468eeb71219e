import type { RegistrationValues } from './registration-values.ts';

/** What every step component gets from the registration form. */
export interface StepProps {
  readonly values: RegistrationValues;
  readonly setField: <K extends keyof RegistrationValues>(name: K, value: RegistrationValues[K]) => void;
  readonly errorFor: (field: string) => string | null;
}
