import { useSyncExternalStore } from 'react';

let hydrated = false;
const afterHydration: Array<() => void> = [];

/** Runs `callback` once the app has taken over the built HTML (at once if it already has). */
export function whenHydrated(callback: () => void): void {
  if (hydrated) callback();
  else afterHydration.push(callback);
}

/**
 * Called once the app's root has taken over the HTML rendered at build time (App's first effect), or
 * before it renders on its own (main.tsx): main.tsx then hands over text typed before hydration.
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  afterHydration.splice(0).forEach((callback) => callback());
}

const subscribe = () => () => {};

/**
 * False while React takes over the public pages' built HTML (and while prerender.tsx renders it),
 * true after: React hydrates each component with the server value and then renders it again with
 * this one, however late that component's part of the page hydrates. What the built HTML cannot know
 * (the portal's branding, the shell's overlays) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
