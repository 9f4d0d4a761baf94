/** A new translation's starting values and the English reference of a field. */
import { describe, expect, it } from 'vitest';
import type { TContentEditByKind } from '../../../domain/content-editor';
import { blankTexts, englishTextAt } from './translation-values';

const stickers: TContentEditByKind['stickers'] = {
  title: 'Sticker locations',
  description: 'Buy **stickers** here.',
  locations: [
    { id: 4, Title: 'Village Hall', Embed_URL: 'https://maps.example.com/embed', Address: '40 E Center' },
  ],
};

describe('translation values', () => {
  it('start from the English shape with the texts empty and addresses, ids and numbers kept', () => {
    expect(blankTexts(stickers)).toEqual({
      title: '',
      description: '',
      locations: [{ id: 4, Title: '', Embed_URL: 'https://maps.example.com/embed', Address: '40 E Center' }],
    });
    const home = blankTexts({
      HomePage_CallOutBoxes: [{ id: 'a', Header: 'Accepted', Bullets: ['Paper', 'Cans'], Kind: 'info' }],
      HomePage_ServiceMapThumbNail: {
        title: 'Map',
        thumbnail_width: 300,
        image: { url: '/m.png', name: 'm.png' },
      },
    });
    expect(home).toEqual({
      HomePage_CallOutBoxes: [{ id: 'a', Header: '', Bullets: ['', ''], Kind: 'info' }],
      HomePage_ServiceMapThumbNail: {
        title: '',
        thumbnail_width: 300,
        image: { url: '/m.png', name: 'm.png' },
      },
    });
    // the English itself is untouched
    expect(stickers.title).toBe('Sticker locations');
  });

  it('show the English text of a field by its form path, nothing for addresses or rows English lacks', () => {
    expect(englishTextAt(stickers, 'title')).toBe('Sticker locations');
    expect(englishTextAt(stickers, 'locations.0.Title')).toBe('Village Hall');
    expect(englishTextAt(stickers, 'locations.0.Embed_URL')).toBe('');
    expect(englishTextAt(stickers, 'locations.0.Address')).toBe('');
    expect(englishTextAt(stickers, 'locations.3.Title')).toBe('');
    expect(englishTextAt(null, 'title')).toBe('');
  });
});
