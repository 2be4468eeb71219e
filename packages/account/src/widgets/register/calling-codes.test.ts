import { describe, expect, it } from 'vitest';
import { buildCallingCodes, DEFAULT_CALLING_CODES, loadCallingCodes } from './calling-codes.ts';

describe('calling codes', () => {
  it('load the full list lazily: about 240 codes, each once', async () => {
    const codes = await loadCallingCodes();
    expect(codes.length).toBeGreaterThan(220);
    expect(codes.length).toBeLessThan(260);
    expect(new Set(codes.map((code) => code.value)).size).toBe(codes.length);
  });

  it('name a shared code after the country people look for', async () => {
    const codes = await loadCallingCodes();
    const labelOf = (value: string) => codes.find((code) => code.value === value)?.label;
    expect(labelOf('+1')).toBe('United States +1');
    expect(labelOf('+44')).toBe('United Kingdom +44');
    expect(labelOf('+7')).toBe('Russia +7');
    expect(labelOf('+358')).toBe('Finland +358');
    expect(labelOf('+49')).toBe('Germany +49');
  });

  it('start with the default +1 before the list has loaded', () => {
    expect(DEFAULT_CALLING_CODES).toEqual([{ value: '+1', label: 'United States +1' }]);
  });

  it('skip territories and user-assigned codes when naming, and sort by name', () => {
    expect(
      buildCallingCodes({
        AX: { name: 'Aland', phone: [358], partOf: 'FI' },
        FI: { name: 'Finland', phone: [358] },
        XK: { name: 'Kosovo', phone: [377, 381], userAssigned: true },
        MC: { name: 'Monaco', phone: [377] },
        BE: { name: 'Belgium', phone: [32] },
      }),
    ).toEqual([
      { value: '+32', label: 'Belgium +32' },
      { value: '+358', label: 'Finland +358' },
      { value: '+381', label: 'Kosovo +381' },
      { value: '+377', label: 'Monaco +377' },
    ]);
  });
});
