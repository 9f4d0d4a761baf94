/**
 * The staff parts of what-goes-where as other features mount them: the list editor (the content
 * editor) and the misses panel (the dashboard), each loaded on its own when first shown, so the
 * public page's chunk, and the entry script's list of what that chunk needs, stay as small as before
 * (the first-load budget counts those lists): neither imports a module the public page imports.
 */
import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { WasteGuideEditorProps } from './components/waste-guide-editor';
import { wasteGuideEditorPath } from './editor-paths';

const LazyEditor = lazy(() =>
  import('./components/waste-guide-editor').then((m) => ({ default: m.WasteGuideEditor })),
);
const LazyMissesPanel = lazy(() =>
  import('./components/waste-guide-misses-panel').then((m) => ({ default: m.WasteGuideMissesPanel })),
);

export function WasteGuideEditor(props: WasteGuideEditorProps) {
  return (
    <Suspense fallback={<Loader />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

export function WasteGuideMissesPanel(props: { portalId: string }) {
  return (
    <Suspense fallback={null}>
      <LazyMissesPanel {...props} editorPath={wasteGuideEditorPath} />
    </Suspense>
  );
}
