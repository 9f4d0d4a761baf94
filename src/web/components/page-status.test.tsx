/** PageStatus rendered to HTML: the loading, error and empty states in that order of precedence. */
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PageStatus, type PageStatusProps } from './page-status';

const texts = {
  loadingText: 'Loading FAQ…',
  errorText: 'Could not load',
  dismissLabel: 'Dismiss',
  emptyText: 'Nothing yet',
};

function render(state: Pick<PageStatusProps, 'loading' | 'error' | 'empty'>): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <PageStatus {...texts} {...state} />
    </MantineProvider>,
  );
}

describe('PageStatus', () => {
  it('shows the spinner while loading, before anything else', () => {
    const html = render({ loading: true, error: true, empty: true });
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading FAQ…');
    expect(html).not.toContain('Could not load');
  });

  it('shows a dismissible alert on error, before the empty note', () => {
    const html = render({ loading: false, error: true, empty: true });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Could not load');
    expect(html).toContain('aria-label="Dismiss"');
    expect(html).not.toContain('Nothing yet');
  });

  it('shows the empty note, and nothing when the content can show', () => {
    expect(render({ loading: false, error: false, empty: true })).toContain('Nothing yet');
    for (const html of [
      render({ loading: false, error: false, empty: false }),
      render({ loading: false, error: false }),
    ]) {
      expect(html).not.toMatch(/role="(status|alert)"|Loading FAQ…|Could not load|Nothing yet/);
    }
  });
});
