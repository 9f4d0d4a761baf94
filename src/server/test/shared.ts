/**
 * Something a test file (or a describe block) shares between its tests: a database, an app, a fake
 * server. Made before the tests and ended after them, in vitest's hooks of the scope it is called in.
 */
import { afterAll, beforeAll } from 'vitest';

/**
 * Made by `create` before the scope's tests and ended by `end` after them. Answers at once, as a
 * stand-in that reads the made thing's properties (so use it in hooks and tests only).
 */
export function useShared<T extends object>(
  create: () => Promise<T>,
  end: (made: T) => Promise<unknown> | unknown,
  timeoutMs?: number,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await create();
  }, timeoutMs);
  afterAll(async () => {
    if (made) await end(made);
  });
  return new Proxy({} as T, {
    get(_target, name) {
      if (!made) throw new Error('made in beforeAll: use it in hooks and tests');
      const value: unknown = Reflect.get(made, name);
      return typeof value === 'function' ? value.bind(made) : value;
    },
    set(_target, name, value) {
      if (!made) throw new Error('made in beforeAll: use it in hooks and tests');
      return Reflect.set(made, name, value);
    },
    // so that `{ ...handle }` copies the made thing's own properties
    ownKeys: () => (made ? Reflect.ownKeys(made) : []),
    getOwnPropertyDescriptor(_target, name) {
      const descriptor = made && Reflect.getOwnPropertyDescriptor(made, name);
      return descriptor && { ...descriptor, configurable: true };
    },
    has: (_target, name) => (made ? name in made : false),
  });
}
