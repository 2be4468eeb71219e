import { describe, expect, it } from 'vitest';
import { tabsFor } from './faq-audience.ts';
import { FAQ_TABS } from './faq-text.tsx';

const labels = (type: string | undefined) => tabsFor(FAQ_TABS, type).map((tab) => tab.label);
const COMMON = [
  'Product Information',
  'My Order',
  'Shipping and Delivery',
  'Returns and Cancelations',
  'My Account',
];

describe('tabsFor', () => {
  it('gives contractors "How it Works" and Users "How the product works"', () => {
    expect(labels('Contractor')).toEqual([...COMMON, 'How it Works']);
    expect(labels('Designer')).toEqual([...COMMON, 'How it Works']);
    expect(labels('User')).toEqual([...COMMON, 'How the product works']);
  });

  it('shows visitors and other types both', () => {
    expect(labels(undefined)).toEqual([...COMMON, 'How it Works', 'How the product works']);
    expect(labels('Vendor')).toEqual([...COMMON, 'How it Works', 'How the product works']);
  });
});
