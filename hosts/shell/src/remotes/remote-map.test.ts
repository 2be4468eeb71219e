import { REMOTE_KEYS, REMOTES } from '@showroom/contract/constants';
import { describe, expect, it } from 'vitest';
// The layering check is CommonJS, which cannot import the contract's TypeScript map.
import dependencyRules from '../../../../.dependency-cruiser.cjs?raw';
import federatedTypes from './federated-modules.d.ts?raw';
import remoteModules from './remote-modules.ts?raw';

describe('the remote map of the contract', () => {
  it('is what the layering check calls remotes', () => {
    const listed = /const REMOTES =\s*'\(([^)]+)\)'/.exec(dependencyRules)?.[1]?.split('|');
    expect(listed?.sort()).toEqual([...REMOTE_KEYS].sort());
  });

  it('names the containers the shell imports and types', () => {
    for (const { container } of Object.values(REMOTES)) {
      expect(remoteModules).toContain(`import('${container}/widgets')`);
      expect(federatedTypes).toContain(`declare module '${container}/widgets'`);
    }
  });
});
