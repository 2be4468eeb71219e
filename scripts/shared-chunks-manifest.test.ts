import { describe, expect, it } from 'vitest';
import { holdsOnlySharedCode } from './shared-chunks-manifest.ts';

// Module names as the bundler's stats give them, relative to the remote's package folder.
describe('holdsOnlySharedCode', () => {
  it('counts the shared packages, their lazily loaded parts and third-party code as shared', () => {
    expect(holdsOnlySharedCode(['../ui/src/toast/toast-list.tsx', '../ui/src/toast/toast-item.tsx'])).toBe(
      true,
    );
    expect(
      holdsOnlySharedCode(['../core/src/api/failed-answer.ts', '../../node_modules/zod/v4/mini/schemas.js']),
    ).toBe(true);
    expect(
      holdsOnlySharedCode([
        '../commerce-ui/src/price/price-element.tsx',
        'consume shared module (default) react@^19.2.0 (singleton) (fallback: ../../node_modules/react/index.js)',
      ]),
    ).toBe(true);
  });

  it("counts a chunk with any of the remote's own modules, or its container entry, as the remote's", () => {
    expect(holdsOnlySharedCode(['./src/elements.ts + 5 modules', '../ui/src/index.ts'])).toBe(false);
    expect(holdsOnlySharedCode(['container entry', '../core/src/index.ts'])).toBe(false);
    expect(holdsOnlySharedCode(['./src/widgets/ui/src/thing.tsx'])).toBe(false);
  });
});
