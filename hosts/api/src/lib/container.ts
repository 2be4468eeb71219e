/** How to make each member of a container from the others. */
export type Factories<T> = { readonly [K in keyof T]: (container: T) => T[K] };

/**
 * A typed container: each member is made on first use from its factory, which reads the members it
 * needs from the container itself, and then kept, so every user shares one instance (and its caches).
 * The order of the factories does not matter; a member that needs itself, directly or not, throws.
 */
export function createContainer<T extends object>(factories: Factories<T>): T {
  const container = {} as T;
  const made = new Map<keyof T, T[keyof T]>();
  const making = new Set<keyof T>();
  for (const key of Object.keys(factories) as (keyof T)[]) {
    Object.defineProperty(container, key, {
      enumerable: true,
      get(): T[keyof T] {
        if (made.has(key)) return made.get(key) as T[keyof T];
        if (making.has(key)) throw new Error(`the container's ${String(key)} needs itself`);
        making.add(key);
        try {
          const value = factories[key](container);
          made.set(key, value);
          return value;
        } finally {
          making.delete(key);
        }
      },
    });
  }
  return container;
}

/** Makes every member of `container` now (in the factories' order) rather than on first use. */
export function makeEveryMember<T extends object>(container: T): T {
  for (const key of Object.keys(container)) Reflect.get(container, key);
  return container;
}

/**
 * The members `keys` of `container`, as a plain object to hand to a factory: a service that spreads
 * what it is given then copies only these, never the whole container (which would make every member).
 */
export function membersOf<T extends object, K extends keyof T>(container: T, keys: readonly K[]): Pick<T, K> {
  const members = {} as Pick<T, K>;
  for (const key of keys) members[key] = container[key];
  return members;
}
