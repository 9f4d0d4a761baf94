/** The map iframe isolates the third-party map from the portal and does not leak the page path. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MapFrame } from './map-frame';

describe('MapFrame', () => {
  it('runs the map in an opaque origin with only the permissions maps need', () => {
    const html = renderToStaticMarkup(<MapFrame src="https://maps.example.com/embed?q=hall" title="Map" />);
    const sandbox = /sandbox="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-popups']));
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(html).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(html).toContain('loading="lazy"');
  });
});
