/**
 * A US phone number as `(xxx) xxx-xxxx` (spec §9). Separators are ignored and a leading
 * country code 1 is dropped; anything that is not ten digits then is returned unchanged.
 */
export function formatPhone(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
