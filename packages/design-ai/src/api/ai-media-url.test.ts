import { configureApi } from '@showroom/core';
import { describe, expect, it } from 'vitest';
import { aiMediaUrl } from './ai-media-url.ts';

describe('aiMediaUrl', () => {
  it('puts a root path on the API’s origin and a relative one under the API root', () => {
    configureApi({ baseUrl: 'https://platform.test/api' });
    expect(aiMediaUrl('/api/AI/photos/4/file?e=1&s=ab')).toBe(
      'https://platform.test/api/AI/photos/4/file?e=1&s=ab',
    );
    expect(aiMediaUrl('AI/renders/7.png')).toBe('https://platform.test/api/AI/renders/7.png');
    expect(aiMediaUrl('https://images.test/7.png')).toBe('https://images.test/7.png');
  });
});
