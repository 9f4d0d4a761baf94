/**
 * The Open311 API keys page rendered to HTML (the browser journey covers creating, copying and
 * revoking): the keys with their portals and status, never the key itself beyond its first
 * characters, the empty list, and the admin-only gate.
 */
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTexts } from '../../test/expect-texts';
import { seedStaffSession } from '../../test/staff-session';
import { initTestI18n } from '../../test/test-i18n';
import type { TOpen311Key, TOpen311KeyList } from '../../../domain/open311/open311';
import type { TSessionStaff } from '../../../domain/session';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/open311-keys.json';
import enCommon from '../../i18n/locales/en/common.json';
import { open311KeysQueryOptions } from './api/find-open311-keys';
import { Open311KeysPage } from './open311-keys-page';

const admin: TSessionStaff = { name: 'Alex Admin', email: 'admin@curbside.demo', role: 'admin' };

function key(overrides: Partial<TOpen311Key> = {}): TOpen311Key {
  return {
    id: 'k1',
    name: 'City of Lake Bluff 311',
    keyPrefix: 'o311_AbCdEf',
    portals: [{ id: 'demo-lake-bluff', title: 'Village of Lake Bluff' }],
    createdAt: '2026-11-20T15:00:00.000Z',
    createdBy: 'admin@curbside.demo',
    revokedAt: null,
    revokedBy: null,
    ...overrides,
  };
}

function render(list: TOpen311KeyList, staff: TSessionStaff | null = admin) {
  return renderToHtml(<Open311KeysPage />, (client: QueryClient) => {
    seedStaffSession(client, staff);
    client.setQueryData(open311KeysQueryOptions().queryKey, list);
  });
}

beforeAll(() => initTestI18n({ en: { 'open311-keys': en, common: enCommon } }));

describe('Open311KeysPage', () => {
  it('lists the keys with their portals and status, and a Revoke button for active ones only', () => {
    const html = render({
      items: [
        key(),
        key({
          id: 'k2',
          name: 'Old key',
          revokedAt: '2026-11-21T10:00:00.000Z',
          revokedBy: 'admin@curbside.demo',
        }),
      ],
      total: 2,
    });
    expectTexts(
      html,
      [
        'Open311 API keys',
        'City of Lake Bluff 311',
        'o311_AbCdEf…',
        'Village of Lake Bluff',
        'Active',
        'Revoked Nov 21, 2026',
        'aria-label="Revoke the key City of Lake Bluff 311"',
        '2 keys',
        'Create key',
      ],
      ['Revoke the key Old key'],
    );
  });

  it('says how to start when there is no key, and the count, outside the sideways scroll of the table', () => {
    const html = render({ items: [], total: 0 });
    // inside the scrolling region they were centred on the table's whole width: cut off on a phone
    const scrollEnds = html.indexOf('</table>');
    expect(scrollEnds).toBeGreaterThan(0);
    expect(html.indexOf('No keys yet.')).toBeGreaterThan(scrollEnds);
    expect(html.indexOf('0 keys')).toBeGreaterThan(scrollEnds);
  });

  it('shows nothing of the keys to other staff', () => {
    const html = render({ items: [key()], total: 1 }, { ...admin, role: 'customerservice' });
    expect(html).not.toContain('City of Lake Bluff 311');
  });
});
