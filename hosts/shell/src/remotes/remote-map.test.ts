import { REMOTE_KEYS, REMOTES } from '@showroom/contract/constants';
import { describe, expect, it } from 'vitest';
// The layering check is CommonJS, which cannot import the contract's TypeScript map.
import dependencyRules from '../../../../.dependency-cruiser.cjs?raw';
import federatedTypes from './federated-modules.d.ts?raw';
import { REMOTE_SCREENS } from './remote-modules.ts';

describe('the remote map of the contract', () => {
  it('is what the layering check calls remotes', () => {
    const listed = /const REMOTES =\s*'\(([^)]+)\)'/.exec(dependencyRules)?.[1]?.split('|');
    expect(listed?.sort()).toEqual([...REMOTE_KEYS].sort());
  });

  it('types every container the shell loads', () => {
    for (const { container } of Object.values(REMOTES)) {
      expect(federatedTypes).toContain(`declare module '${container}/widgets'`);
    }
  });

  it('loads route screens from every remote but the showroom entry (whose blocks the shell places itself)', () => {
    expect(Object.keys(REMOTE_SCREENS).sort()).toEqual(
      REMOTE_KEYS.filter((key) => key !== 'showroom-entry').sort(),
    );
  });
});
