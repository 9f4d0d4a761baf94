import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/** What every deferred overlay gets on top of its own props. */
export interface OverlayOpening {
  /** True when its trigger was clicked before the overlay had loaded: it then opens at once. */
  defaultOpened: boolean;
}

/**
 * The shell's menus and popovers load after the first paint (issue 9, first load): Mantine's Menu and
 * Popover bring floating-ui, focus trapping and transitions, about 25 KB gzipped that painting the
 * header does not need. Until the overlay's module has arrived its trigger button is shown exactly as
 * the overlay will show it; a click on it in that moment opens the overlay as soon as it is there.
 * The overlay is not asked for before the app has hydrated (useHydrated).
 */
export function deferredOverlay<Props extends object>(
  load: () => Promise<ComponentType<Props & OverlayOpening>>,
  Trigger: ComponentType<Props & { onClick: () => void }>,
): ComponentType<Props> {
  const Overlay = lazy(async () => ({ default: await load() }));
  return function DeferredOverlay(props: Props) {
    const [clicked, setClicked] = useState(false);
    // The public pages' built HTML has the trigger, and hydration keeps it: were it the overlay's
    // markup, it would stay inert until the overlay's module arrived, and a click then would be lost
    const hydrated = useHydrated();
    if (!hydrated) return <Trigger {...props} onClick={() => setClicked(true)} />;
    return (
      <Suspense fallback={<Trigger {...props} onClick={() => setClicked(true)} />}>
        <Overlay {...props} defaultOpened={clicked} />
      </Suspense>
    );
  };
}
