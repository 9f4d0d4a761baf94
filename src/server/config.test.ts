import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { demoStartWarnings } from './demo-mode';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.COMPANY_PHONE_DISPLAY).toBe('844.NEED.LRS');
    expect(config.builtInMessaging).toBe(true);
  });

  it('treats an empty DATABASE_URL as the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable and what it expects when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*\(expects HTTP port\)/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => loadConfig({ COMPANY_WEBSITE: 'not a url' })).toThrow(/COMPANY_WEBSITE/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: '0', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('needs the SMS credentials when an SMS service is configured', () => {
    expect(() => loadConfig({ SMS_API_URL: 'https://sms.example.test' })).toThrow(/SMS_ACCOUNT_SID/);
  });

  it('turns the demo mailbox off once real mail and SMS are configured', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example.test:587',
      SMS_API_URL: 'https://sms.example.test',
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 't',
      SMS_FROM: '+13125550100',
    });
    expect(config.builtInMessaging).toBe(false);
  });

  it('points PUBLIC_URL at the port in use unless it is set', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3931' }).PUBLIC_URL).toBe('http://localhost:3931');
    expect(loadConfig({ PORT: '3931', PUBLIC_URL: 'http://127.0.0.1:8080' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:8080',
    );
  });
});

/** Everything a portal on a public address needs, so no demo convenience is in use. */
const PRODUCTION = {
  PUBLIC_URL: 'https://portal.example.com',
  GOOGLE_OIDC_ISSUER: 'https://accounts.google.com',
  GOOGLE_OIDC_CLIENT_ID: 'google-client',
  GOOGLE_OIDC_CLIENT_SECRET: 'google-secret',
  MICROSOFT_OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
  MICROSOFT_OIDC_CLIENT_ID: 'ms-client',
  MICROSOFT_OIDC_CLIENT_SECRET: 'ms-secret',
  SMTP_URL: 'smtps://mail.example.com:465',
  SMS_API_URL: 'https://sms.example.com',
  SMS_ACCOUNT_SID: 'AC1',
  SMS_AUTH_TOKEN: 'token',
  SMS_FROM: '+13125550100',
  SEED_DEMO: 'false',
};

describe('demo mode', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://127.8.9.10',
    'http://[::1]:3000',
    'http://portal.localhost',
  ])('is on by itself for the local address %s', (url) => {
    const config = loadConfig({ PUBLIC_URL: url });
    expect(config.demoMode).toBe(true);
    expect(config.publicDemo).toBe(false);
    expect(config.demoMailbox).toBe(true);
  });

  it('refuses to start on a public address with the production defaults, naming what to set', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/PUBLIC_URL https:\/\/portal\.example\.com is not a local address/);
    for (const name of [
      'GOOGLE_OIDC_ISSUER',
      'GOOGLE_OIDC_CLIENT_ID',
      'MICROSOFT_OIDC_ISSUER',
      'SMTP_URL',
      'SMS_API_URL',
      'SEED_DEMO=false',
      'DEMO_MODE=true',
    ]) {
      expect(message).toContain(name);
    }
    // addresses that merely look private are public as far as demo mode goes
    for (const url of [
      'http://10.0.0.5:3000',
      'http://192.168.1.20',
      'http://[::2]',
      'http://localhost.example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(ConfigError);
    }
  });

  it('names only what is still missing', () => {
    const { SMS_API_URL: _, ...withoutSms } = PRODUCTION;
    try {
      loadConfig({ ...withoutSms, SEED_DEMO: 'true' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('SMS_API_URL');
      expect(message).toContain('SEED_DEMO=false');
      expect(message).not.toContain('SMTP_URL');
      expect(message).not.toContain('GOOGLE_OIDC_ISSUER');
    }
  });

  it('is off, with no demo mailbox, on a public address that configures the real services', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.demoMode).toBe(false);
    expect(config.publicDemo).toBe(false);
    expect(config.demoMailbox).toBe(false);
    expect(demoStartWarnings(config)).toEqual([]);
  });

  it('can be turned on for a public address, with a loud warning', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://demo.example.com', DEMO_MODE: 'true' });
    expect(config.demoMode).toBe(true);
    expect(config.publicDemo).toBe(true);
    expect(config.demoMailbox).toBe(true);
    const warnings = demoStartWarnings(config).join('\n');
    expect(warnings).toMatch(/DEMO MODE on the public address https:\/\/demo\.example\.com/);
    expect(warnings).toMatch(/\/demo-mailbox/);
  });

  it('can be turned off on a local address, which says what is unavailable', () => {
    const config = loadConfig({ DEMO_MODE: 'false' });
    expect(config.demoMode).toBe(false);
    expect(config.demoMailbox).toBe(false);
    const [warning] = demoStartWarnings(config);
    expect(warning).toMatch(/GOOGLE_OIDC_ISSUER/);
    expect(warning).toMatch(/SMTP_URL/);
    expect(demoStartWarnings(loadConfig({}))).toEqual([]);
  });

  it('accepts only auto, true and false', () => {
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });
});

describe('TRUST_PROXY', () => {
  it('is a hop count, with true meaning one proxy', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('or the proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('rejects anything else, naming the variable', () => {
    for (const value of ['maybe', '10.0.0.0/33', '10.0.0.1/x', 'proxy.example.com', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .*hop count/);
    }
  });
});
