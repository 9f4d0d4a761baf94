import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/** What every deferred overlay gets on top of its own props. */
export interface OverlayOpening {
  /** True when its trigger was clicked before the overlay had loaded: it then opens at once. */
  defaultOpened: boolean;
}

/** Every deferred overlay's loader, so the app can fetch them all when it takes a page over. */
const loaders: Array<() => Promise<void>> = [];

/**
 * Fetches every deferred overlay's module. main.tsx waits for this (and for the overlays to have
 * replaced their triggers) before it lets clicks through to the app: see deferredOverlay.
 */
export function loadDeferredOverlays(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}

/**
 * The shell's menus and popovers load after the first paint (issue 9, first load): Mantine's Menu and
 * Popover bring floating-ui, focus trapping and transitions, about 25 KB gzipped that painting the
 * header does not need. Until the overlay's module has arrived its trigger button is shown exactly as
 * the overlay will show it; a click on it in that moment opens the overlay as soon as it is there.
 *
 * The overlay's own button replaces the trigger's element when both the app has hydrated and the
 * module is here. A tap in the middle of that swap is lost (its press lands on one element, its
 * release on another: seen on `/` at a 4× slower CPU, 3 taps on Translate in 8). So the swap happens
 * once, with no Suspense fallback in between, and on a page the app takes over it happens before
 * clicks reach the app: main.tsx waits for loadDeferredOverlays, and a click held meanwhile is
 * replayed on the overlay's button (early-input-handover.ts finds it by its label).
 */
export function deferredOverlay<Props extends object>(
  load: () => Promise<ComponentType<Props & OverlayOpening>>,
  Trigger: ComponentType<Props & { onClick: () => void }>,
): ComponentType<Props> {
  let Overlay: ComponentType<Props & OverlayOpening> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const ensureLoaded = () =>
    (loading ??= load().then(
      (component) => {
        Overlay = component;
        listeners.forEach((listener) => listener());
      },
      () => {
        loading = null; // tried again on the next render or take-over; the trigger stays meanwhile
      },
    ));
  loaders.push(ensureLoaded);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const loaded = () => Overlay;

  return function DeferredOverlay(props: Props) {
    const [clicked, setClicked] = useState(false);
    // The public pages' built HTML has the trigger, and hydration keeps it: were it the overlay's
    // markup, it would stay inert until the overlay's module arrived, and a click then would be lost
    const hydrated = useHydrated();
    const Loaded = useSyncExternalStore(subscribe, loaded, () => null);
    useEffect(() => {
      if (hydrated) void ensureLoaded();
    }, [hydrated]);
    if (!hydrated || !Loaded) return <Trigger {...props} onClick={() => setClicked(true)} />;
    return <Loaded {...props} defaultOpened={clicked} />;
  };
}
