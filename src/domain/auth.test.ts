import { describe, expect, it } from 'vitest';
import {
  ZLoginRequest,
  ZPhoneSendRequest,
  ZPhoneVerifyRequest,
  adminReturnPath,
  isSafeAdminReturnPath,
} from './auth';

describe('sign-in schemas', () => {
  it('accepts only +1 and 10 digits', () => {
    expect(ZPhoneSendRequest.safeParse({ phone: '+18475550111' }).success).toBe(true);
    for (const phone of [
      '8475550111',
      '+1847555011',
      '+184755501111',
      '+1847555011a',
      '+28475550111',
      ' +18475550111',
    ]) {
      const result = ZPhoneSendRequest.safeParse({ phone });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('Please enter a valid 10-digit phone number');
    }
  });

  it('wants a 6-digit code', () => {
    expect(ZPhoneVerifyRequest.safeParse({ phone: '+18475550111', code: '012345' }).success).toBe(true);
    expect(ZPhoneVerifyRequest.safeParse({ phone: '+18475550111', code: '12345' }).success).toBe(false);
    expect(ZPhoneVerifyRequest.safeParse({ phone: '+18475550111', code: '12345a' }).success).toBe(false);
  });

  it('requires e-mail and password', () => {
    const result = ZLoginRequest.safeParse({ email: '', password: '' });
    expect(result.error!.issues.map((i) => i.message)).toEqual(['Email is required', 'Password is required']);
    expect(ZLoginRequest.safeParse({ email: 'x@', password: 'a' }).error!.issues[0]!.message).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('admin return paths', () => {
  it('allows relative /admin paths only', () => {
    for (const ok of [
      '/admin',
      '/admin/',
      '/admin/customer-profiles?customerId=abc',
      '/admin/customer-setups/edit/x-1',
    ]) {
      expect(isSafeAdminReturnPath(ok)).toBe(true);
    }
    for (const bad of [
      undefined,
      '',
      'admin',
      '/administrator',
      '//evil.example/admin',
      'https://evil.example/admin',
      '/admin//evil.example',
      '/admin/../login',
      '/admin/..',
      '/admin\\evil',
      '/admin/\nx',
      '/admin/Ā',
      '/admin?q=€',
    ]) {
      expect(isSafeAdminReturnPath(bad)).toBe(false);
    }
  });

  it('percent-encodes characters outside ASCII, so the path fits a Location header', () => {
    expect(adminReturnPath('/admin/customer-profiles?search=José Ā€😀')).toBe('/admin');
    expect(adminReturnPath('/admin/customer-profiles?search=JoséĀ€😀')).toBe(
      '/admin/customer-profiles?search=Jos%C3%A9%C4%80%E2%82%AC%F0%9F%98%80',
    );
    expect(adminReturnPath('/admin/x?q=a\ud800b')).toBe('/admin');
    expect(adminReturnPath('//evil.example/Ā')).toBe('/admin');
    expect(adminReturnPath(undefined)).toBe('/admin');
    expect(adminReturnPath('/admin/staff')).toBe('/admin/staff');
  });
});
