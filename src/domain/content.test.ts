import { describe, expect, it } from 'vitest';
import {
  boldSegments,
  hasSupportSections,
  isSafeContentUrl,
  serviceMapImageUrls,
  stripMarkup,
  ZFaqContent,
  ZHomeContent,
  ZStickerContent,
  ZSupportContent,
} from './content';

describe('content schemas', () => {
  it('fill in what is missing', () => {
    expect(ZHomeContent.parse({})).toEqual({
      HomePage_Header: '',
      HomePage_Description: '',
      HomePage_MainContent: [],
      HomePage_CallOutBoxes: [],
      HomePage_ServiceMapThumbNail: null,
    });
    expect(ZSupportContent.parse({ dropOffLocations: null })).toEqual({
      title: '',
      intro: '',
      serviceMap: null,
      dropOffLocations: [],
    });
  });

  it('default the thumbnail width to 250 and read bullets given as text', () => {
    const home = ZHomeContent.parse({
      HomePage_CallOutBoxes: [{ Header: 'Accepted', Bullets: '- Paper\n• Cans\n\n1. Glass' }],
      HomePage_ServiceMapThumbNail: { title: 'Map', thumbnail_width: 'wide', image: { url: '/map.png' } },
    });
    expect(home.HomePage_CallOutBoxes[0]!.Bullets).toEqual(['Paper', 'Cans', 'Glass']);
    expect(home.HomePage_ServiceMapThumbNail?.thumbnail_width).toBe(250);
    expect(serviceMapImageUrls(home.HomePage_ServiceMapThumbNail)).toEqual({
      thumbnail: '/map.png',
      full: '/map.png',
    });
  });

  it('drop embed and image addresses that are not http(s) or a path on this site', () => {
    const stickers = ZStickerContent.parse({
      locations: [
        { Title: 'A', Embed_URL: 'javascript:alert(1)', Address: '1 Main' },
        { Title: 'B', Embed_URL: 'data:text/html,<script>alert(1)</script>', Address: '2 Main' },
        { Title: 'C', Embed_URL: '//evil.example/x', Address: '3 Main' },
        { Title: 'D', Embed_URL: 'https://maps.example.com/embed', Address: '4 Main' },
      ],
    });
    expect(stickers.locations.map((l) => l.Embed_URL)).toEqual([
      '',
      '',
      '',
      'https://maps.example.com/embed',
    ]);
    // browsers read `/\` as `//` and drop tabs and newlines: each of these leaves the site
    for (const offSite of [
      '/\\evil.invalid/x',
      '\\\\evil.invalid/x',
      '/\t/evil.invalid/x',
      '/\n/evil.invalid',
    ]) {
      expect(isSafeContentUrl(offSite), JSON.stringify(offSite)).toBe(false);
    }
    expect(isSafeContentUrl('/uploads/service-maps/map.png')).toBe(true);
    expect(isSafeContentUrl('https://maps.example.com/embed?q=Village Hall')).toBe(true);
    const home = ZHomeContent.parse({
      HomePage_ServiceMapThumbNail: { image: { url: 'javascript:alert(1)' } },
    });
    expect(serviceMapImageUrls(home.HomePage_ServiceMapThumbNail)).toBeNull();
  });

  it('skip empty FAQ items and know when support content has nothing to show', () => {
    expect(
      ZFaqContent.parse({
        items: [
          { title: 'Q', body: 'A' },
          { title: ' ', body: '' },
        ],
      }).items,
    ).toHaveLength(1);
    expect(hasSupportSections(null)).toBe(false);
    expect(hasSupportSections(ZSupportContent.parse({ intro: 'Hello' }))).toBe(false);
    expect(hasSupportSections(ZSupportContent.parse({ dropOffLocations: [{ name: 'Depot' }] }))).toBe(true);
  });
});

describe('sticker description', () => {
  it('renders text between double asterisks bold', () => {
    expect(boldSegments('Bring **your account number** and **cash**.')).toEqual([
      { text: 'Bring ', bold: false },
      { text: 'your account number', bold: true },
      { text: ' and ', bold: false },
      { text: 'cash', bold: true },
      { text: '.', bold: false },
    ]);
    expect(boldSegments('A lone ** stays')).toEqual([{ text: 'A lone ** stays', bold: false }]);
  });

  it('strips script elements and event-handler markup', () => {
    const text =
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> **there**<svg onload=alert(3)></svg><script>unclosed';
    expect(stripMarkup(text)).toBe('Hi  **there**');
    const all = boldSegments(text)
      .map((s) => s.text)
      .join('');
    expect(all).not.toMatch(/script|onerror|onload|alert/);
  });
});
