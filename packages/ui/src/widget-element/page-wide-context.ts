import { type Context, createContext } from 'react';

/**
 * One React context per page under `key`, however many copies of this package the page holds.
 * Federation bundles `@showroom/ui` and its entries (`/form`, `/modal`…) as separate share keys,
 * so a module they both import can load twice; two `createContext` calls then give a provider and
 * a reader that never meet (an embedded sign-in form read no host element and put its sheets on
 * the document). react-redux keys its context on `globalThis` for the same reason.
 */
export function pageWideContext<T>(key: string, defaultValue: T): Context<T> {
  const registry = globalThis as unknown as Record<symbol, Context<T> | undefined>;
  const symbol = Symbol.for(`showroom.context.${key}`);
  registry[symbol] ??= createContext<T>(defaultValue);
  return registry[symbol];
}
