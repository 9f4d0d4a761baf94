/**
 * Registration says early what it knows (issue 28 §2): the answer to choosing an address (POST
 * /api/registration, and the state read back later) carries its standing: held by an account or not,
 * an e-mail on file or not (never the e-mail itself, nor the holder's), the next steps that fit (sign
 * in, reset password, prove ownership, which opens a claim) and the proofs this registration can use.
 * Before, a held address was only refused at Submit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { customerProfiles } from '../../db/schema';
import { ZStartRegistrationResponse } from '../../../domain/registration/schemas';
import { paths } from '../../../domain/paths';
import { ADDRESS_STEP_PATHS } from '../../../domain/registration/address-standing';
import { RegistrationClient, ZIP, createRegistrationTestApp } from './test-support';

let t: TestApp;

/** Sites of this file only. */
const HELD = {
  cust: '5300',
  site: '301',
  street: '1864 OAK AVE',
  email: 'oak.owner@lakebluff.org',
  name: 'OAK OWNER',
};
const FREE = { cust: '5300', site: '302', street: '1866 OAK AVE', email: null, name: null };
const HOLDER_EMAIL = 'first.come@example.net';

beforeAll(async () => {
  t = await createRegistrationTestApp({
    sites: [HELD, FREE],
    prepare: async (ctx) => {
      // someone registered 1864 OAK AVE with another e-mail (weak proof): still offered, held
      await ctx.db.insert(customerProfiles).values({
        uid: 'c-first-come',
        entryType: 'CustomerProfile',
        email: HOLDER_EMAIL,
        firstName: 'Fiona',
        source: 'TRUX_LR_COMP',
        cm04Cust: HELD.cust,
        cm04Site: HELD.site,
        zipCode: ZIP,
        addressProof: 'other-email',
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the standing of a chosen address', () => {
  it('says at once that a held address is held, that an e-mail is on file, and offers sign-in, reset password or a claim', async () => {
    const c = new RegistrationClient(t.app);
    const started = ZStartRegistrationResponse.parse(await c.start(HELD.street));
    expect(started.state.addressStanding).toEqual({
      held: true,
      emailOnFile: true,
      nextSteps: ['sign-in', 'reset-password', 'prove-ownership'],
      links: { signIn: '/login', resetPassword: '/login?forgot=1' },
      proofOptions: ['email-on-file', 'account-number', 'document', 'letter'],
      opensClaim: true,
    });
    // the e-mail on file only masked, the holder's e-mail and name not at all
    const body = JSON.stringify(started);
    expect(body).not.toContain(HELD.email);
    expect(body).not.toContain(HOLDER_EMAIL);
    expect(body).not.toContain('Fiona');
    expect(started.state.emailOnFile).toMatch(/\*/);

    // the same standing when the wizard reads the registration back (a reload)
    const current = await c.get('/api/registration/current');
    expect(current.statusCode).toBe(200);
    expect(current.json().addressStanding).toEqual(started.state.addressStanding);
  });

  it('says a free address is free: no next steps, and only the proofs it has (no e-mail or holder name on file)', async () => {
    const started = await new RegistrationClient(t.app).start(FREE.street);
    expect(started.state.addressStanding).toEqual({
      held: false,
      emailOnFile: false,
      nextSteps: [],
      links: null,
      proofOptions: ['document', 'letter'],
      opensClaim: false,
    });
  });

  it("links to the web app's own sign-in page, and to it with the Forgot password dialog open", () => {
    expect(ADDRESS_STEP_PATHS).toEqual({ signIn: paths.login, resetPassword: `${paths.login}?forgot=1` });
  });
});
