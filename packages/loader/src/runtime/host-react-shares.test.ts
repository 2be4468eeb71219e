import { HOST_REACT_GLOBAL, type HostReactOffer } from '@showroom/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { offerHostReact, type ShareScope } from './host-react-shares.ts';

const modules = {
  react: { name: 'react' },
  'react/jsx-runtime': { name: 'jsx' },
  'react-dom': { name: 'react-dom' },
  'react-dom/client': { name: 'client' },
};
const offer = (version: string): void => {
  (globalThis as Record<string, unknown>)[HOST_REACT_GLOBAL] = { version, modules } satisfies HostReactOffer;
};

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[HOST_REACT_GLOBAL];
});

describe('offerHostReact', () => {
  it("registers the page's React 19 modules as loaded singletons of the share scope", async () => {
    offer('19.1.0');
    const scope: ShareScope = {};
    expect(offerHostReact(scope)).toBe(true);
    expect(Object.keys(scope).sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
    ]);
    const react = scope.react?.['19.1.0'];
    expect(react).toMatchObject({ loaded: 1, eager: true, from: 'host-page' });
    const factory = await react?.get();
    expect(factory?.()).toBe(modules.react);
  });

  it('offers nothing for another major or without an offer', () => {
    const scope: ShareScope = {};
    expect(offerHostReact(scope)).toBe(false);
    offer('18.3.1');
    expect(offerHostReact(scope)).toBe(false);
    expect(scope).toEqual({});
  });
});
