/**
 * Shown on every page while the server runs in demo mode on a public address (DEMO_MODE=true): the
 * development sign-in and the demo mailbox let anyone read codes and sign in as anyone, so visitors
 * must know not to treat the portal as real. Hidden for a local demo and outside demo mode.
 *
 * Only the check is in the entry script: the banner itself is loaded when it shows, which no real
 * hauler's portal ever does (issue 9's first-load budget).
 */
import { lazy, Suspense } from 'react';
import { useBranding } from '../../lib/use-branding';

const DemoBannerNote = lazy(() => import('./demo-banner-note').then((m) => ({ default: m.DemoBannerNote })));

export function DemoBanner() {
  const { branding } = useBranding();
  if (branding?.demoMode !== 'public') return null;
  return (
    <Suspense fallback={null}>
      <DemoBannerNote />
    </Suspense>
  );
}
