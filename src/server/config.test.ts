import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
