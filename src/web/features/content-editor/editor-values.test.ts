/**
 * The editor's values: stored content made editable, form errors on the field paths in the reader's
 * language (from the same schema the server validates with), and the customer value a preview shows.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/content-editor.json';
import es from '../../i18n/locales/es/content-editor.json';
import { contentFormErrors, toCustomerContent, toEditable } from './editor-values';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { 'content-editor': en }, es: { 'content-editor': es } },
    interpolation: { escapeValue: false },
  });
});
const t = () => i18n.getFixedT(null, 'content-editor');

describe('toEditable', () => {
  it('starts a missing kind empty and gives rows without an id one', () => {
    expect(toEditable('faq', null)).toEqual({ title: '', items: [] });
    expect(toEditable('home', null).HomePage_ServiceMapThumbNail).toBeNull();
    const faq = toEditable('faq', {
      title: '',
      items: [
        { id: 7, title: 'A', body: '' },
        { title: 'B', body: '' },
      ],
    });
    expect(faq.items[0]!.id).toBe(7);
    expect(faq.items[1]!.id).toMatch(/^new-/);
  });

  it('does not change the stored value', () => {
    const stored = { title: '', description: '', sections: [{ title: 'x', body: '' }] };
    toEditable('services', stored);
    expect(stored.sections[0]).not.toHaveProperty('id');
  });
});

describe('contentFormErrors', () => {
  it('puts each problem on its field path, translated', () => {
    const errors = contentFormErrors(
      'stickers',
      {
        title: 'x'.repeat(201),
        description: '',
        locations: [
          { id: 'a', Title: ' ', Embed_URL: 'javascript:alert(1)', Address: '' },
          { id: 'b', Title: 'Ok', Embed_URL: 'https://maps.example.com/embed', Address: '' },
        ],
      },
      t(),
    );
    expect(errors).toEqual({
      title: 'Use at most 200 characters.',
      'locations.0.Title': 'Fill this in.',
      'locations.0.Embed_URL':
        'Enter an address starting with https:// (or a path on this site starting with /).',
    });
    const spanish = contentFormErrors(
      'faq',
      { title: '', items: [{ title: '', body: 'x' }] },
      i18n.getFixedT('es', 'content-editor'),
    );
    expect(spanish).toEqual({ 'items.0.title': 'Complete este campo.' });
  });

  it('answers no errors for valid content and flags a cleared number', () => {
    expect(contentFormErrors('faq', { title: '', items: [{ id: 1, title: 'Q', body: 'A' }] }, t())).toEqual(
      {},
    );
    const home = toEditable('home', null);
    home.HomePage_ServiceMapThumbNail = { title: '', thumbnail_width: '' as unknown as number, image: null };
    expect(contentFormErrors('home', home, t())).toEqual({
      'HomePage_ServiceMapThumbNail.thumbnail_width': 'Enter a valid value.',
    });
  });
});

describe('toCustomerContent', () => {
  it('reads the values as the customer page will (empty bullets and FAQ rows dropped, text trimmed)', () => {
    const home = toEditable('home', null);
    home.HomePage_Header = '  Hello  ';
    home.HomePage_CallOutBoxes = [{ id: 'x', Header: 'Box', Bullets: ['One', '', '  '], Kind: 'info' }];
    expect(toCustomerContent('home', home)).toMatchObject({
      HomePage_Header: 'Hello',
      HomePage_CallOutBoxes: [{ Header: 'Box', Bullets: ['One'] }],
    });
    expect(toCustomerContent('faq', { title: '', items: [{ title: '', body: '' }] })).toEqual({
      title: '',
      items: [],
    });
  });
});
