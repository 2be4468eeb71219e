import { ADDRESS_MESSAGES, US_STATES } from '@showroom/contract/account';
import { SelectField, type SelectFieldProps, type SelectOption } from '@showroom/ui/form';

/** The 50 states and DC by name, sending the USPS code; an empty first choice until one is picked. */
const OPTIONS: readonly SelectOption[] = [
  { value: '', label: ADDRESS_MESSAGES.statePlaceholder },
  ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
];

export type UsStateSelectProps = Omit<SelectFieldProps, 'options' | 'label'> & { label?: string };

/**
 * The shipping state as a select of the US states (decision 0079): the address can only name a
 * state the tax rule knows. A saved value outside the list (from before the rule) shows as not
 * chosen, so the homeowner picks one.
 */
export function UsStateSelect({ label = 'State', value, ...rest }: UsStateSelectProps) {
  // The server takes a code in any case ("ca"); anything else shows as not chosen yet.
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const known = OPTIONS.some((option) => option.value === code);
  return <SelectField label={label} options={OPTIONS} value={known ? code : ''} {...rest} />;
}
