import { startTransition, useEffect, useState } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();

/**
 * Called once the app has taken over the HTML rendered at build time (App's first effect), or before
 * it renders on its own (main.tsx). The components waiting for it update in a transition: React
 * renders them in short slices rather than in one blocking task (issue 9, blocking time).
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => listeners.forEach((listener) => listener()));
}

/**
 * False while React takes over the public pages' built HTML (and while prerender.tsx renders it),
 * true after. What the built HTML cannot know (the portal's branding) is asked for only then: an
 * answer arriving in the middle of hydration makes React finish it in one long blocking task.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    const listener = () => setValue(true);
    // marked between this component's render and this effect: nothing will call it any more
    if (hydrated) listener();
    else listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return value;
}
