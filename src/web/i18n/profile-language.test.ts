/**
 * The translate menu's choice is kept on a signed-in customer's profile (PUT /api/me/language), in the
 * background; the session's profile language is the start language of a browser without a choice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { changeLanguage, currentLanguage } from '.';
import { followSessionLanguage } from './profile-language';

const STORAGE_KEY = 'curbside.language';

/** The browser's localStorage (the tests run in Node): what the app stored as the reader's choice. */
const stored = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

function mockFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const ok = () => Promise.resolve(new Response('{"language":"fr"}', { status: 200 }));
const calls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url, init]) => [url, init.method, init.body]);

// Test files share one i18next (vitest runs them unisolated): each test sets the state it reads.
describe('the language on the profile', () => {
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('window', { localStorage });
  });
  afterEach(async () => {
    followSessionLanguage(null);
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('is not sent for a visitor', async () => {
    const fetch = mockFetch(ok);
    followSessionLanguage(null);
    await changeLanguage('fr');
    expect(currentLanguage()).toBe('fr');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is sent for a signed-in customer, and the switch does not wait for it', async () => {
    localStorage.setItem(STORAGE_KEY, 'en');
    followSessionLanguage({ language: 'en' });
    let answer!: (response: Response) => void;
    const fetch = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    await changeLanguage('de');
    // switched while the PUT is still under way
    expect(currentLanguage()).toBe('de');
    expect(calls(fetch)).toEqual([['/api/me/language', 'PUT', JSON.stringify({ language: 'de' })]]);
    answer(new Response('{"language":"de"}', { status: 200 }));
  });

  it('switches all the same when the PUT fails or the network is down', async () => {
    followSessionLanguage({ language: 'en' });
    mockFetch(() => Promise.reject(new TypeError('offline')));
    await changeLanguage('ja');
    expect(currentLanguage()).toBe('ja');
    mockFetch(() => Promise.resolve(new Response('{}', { status: 500 })));
    await changeLanguage('ar');
    expect(currentLanguage()).toBe('ar');
  });

  it("starts in the profile's language when the browser has no choice of its own", async () => {
    const fetch = mockFetch(ok);
    await i18n.changeLanguage('en');
    followSessionLanguage({ language: 'fr' });
    await vi.waitFor(() => expect(currentLanguage()).toBe('fr'));
    // nothing stored: the next person on this browser is not held to it, and nothing is sent back
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the browser's own choice, and puts it on the profile", async () => {
    localStorage.setItem(STORAGE_KEY, 'es');
    await i18n.changeLanguage('es');
    const fetch = mockFetch(ok);
    followSessionLanguage({ language: 'fr' });
    expect(currentLanguage()).toBe('es');
    expect(calls(fetch)).toEqual([['/api/me/language', 'PUT', JSON.stringify({ language: 'es' })]]);
  });
});
