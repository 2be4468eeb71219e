import { SelectField, type SelectOption } from '@showroom/ui/form';
import { useEffect, useState } from 'react';
import { DEFAULT_CALLING_CODES, loadCallingCodes } from './calling-codes.ts';

export interface CountryCodeSelectProps {
  value: string;
  onChange: (code: string) => void;
  error: string | null;
}

/**
 * The country calling code (default +1). It renders at once with the default and swaps in the
 * full list when its lazily loaded data arrives; a failed load leaves the default usable.
 */
export function CountryCodeSelect({ value, onChange, error }: CountryCodeSelectProps) {
  const [options, setOptions] = useState<readonly SelectOption[]>(DEFAULT_CALLING_CODES);
  useEffect(() => {
    let current = true;
    loadCallingCodes().then(
      (codes) => {
        if (current) setOptions(codes);
      },
      () => {
        // Offline or the chunk failed: +1 still works and the rest of the form is unaffected.
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <SelectField
      label="Country code"
      name="country_code"
      autoComplete="tel-country-code"
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
