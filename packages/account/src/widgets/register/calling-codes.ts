import { DEFAULT_COUNTRY_CODE } from '@showroom/contract';
import type { SelectOption } from '@showroom/ui/form';

/** What the country list offers per country (the part of `countries-list` used here). */
export interface CountryEntry {
  readonly name: string;
  readonly phone: readonly number[];
  readonly partOf?: string;
  readonly userAssigned?: boolean;
}

/**
 * Several countries share a calling code (+1 United States, Canada and the U.S. islands). One
 * option per code keeps the select's values unique; it is named after the country people look for,
 * chosen here where the data's first sovereign member is not it.
 */
const NAMED_AFTER: Readonly<Record<number, string>> = {
  1: 'United States',
  7: 'Russia',
  47: 'Norway',
  212: 'Morocco',
  590: 'Guadeloupe',
  672: 'Norfolk Island',
};

/** What the select shows before the full list has loaded: the default, so the form works at once. */
export const DEFAULT_CALLING_CODES: readonly SelectOption[] = [
  { value: DEFAULT_COUNTRY_CODE, label: `${NAMED_AFTER[1]} ${DEFAULT_COUNTRY_CODE}` },
];

/** One option per calling code (`+44`), labelled "United Kingdom +44", sorted by name. */
export function buildCallingCodes(countries: Readonly<Record<string, CountryEntry>>): SelectOption[] {
  const members = new Map<number, CountryEntry[]>();
  for (const country of Object.values(countries)) {
    for (const code of country.phone) members.set(code, [...(members.get(code) ?? []), country]);
  }
  const options = [...members].map(([code, sharing]) => {
    const sovereign = sharing.find((country) => !country.partOf && !country.userAssigned);
    const name = NAMED_AFTER[code] ?? (sovereign ?? sharing[0])?.name ?? '';
    return { value: `+${code}`, label: `${name} +${code}` };
  });
  return options.sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/**
 * The ~240 calling codes, from `countries-list`, loaded on demand: the data is larger than the
 * rest of the form and nobody needs it before opening the select.
 */
export async function loadCallingCodes(): Promise<SelectOption[]> {
  const { countries } = await import('countries-list');
  return buildCallingCodes(countries);
}
