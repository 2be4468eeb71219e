import { describe, expect, it } from 'vitest';
import { applianceShape } from './fixture-kitchen.tsx';

describe('applianceShape', () => {
  it('draws the appliance a plan names by its slot', () => {
    expect(applianceShape('fridge', [0, 0, 0], [3, 6, 2.5])).toBe('fridge');
    expect(applianceShape('hood', [0, 5, 0], [2.5, 3, 1.7])).toBe('hood');
    expect(applianceShape('fire-pit', [0, 0, 0], [3, 1.2, 3])).toBe('fire-pit');
  });

  it('otherwise tells them apart by where the box is and its proportions', () => {
    expect(applianceShape('appliances', [0, 5, 0], [2.5, 3, 1.7])).toBe('hood');
    expect(applianceShape('appliances', [0, 0, 0], [3, 6, 2.5])).toBe('fridge');
    expect(applianceShape('appliances', [0, 0, 0], [2.5, 3, 2])).toBe('range');
    expect(applianceShape('appliances', [0, 0, 0], [2, 2.9, 2])).toBe('dishwasher');
  });
});
