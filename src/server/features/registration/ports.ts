/**
 * The outside systems registration uses. The lead wires them into ctx.ports; until a port is there
 * (and in tests that pass their own) the configured adapter is built here, once per context.
 */
import type { AppContext } from '../../context';
import { createBackOffice, type BackOfficePort } from '../../ports/back-office';
import { createEmailCheck, type EmailCheckPort } from '../../ports/email-check';
import { createOcr, type OcrPort } from '../../ports/ocr';
import { createPhoneCheck, type PhoneCheckPort } from '../../ports/phone-check';

export interface RegistrationPorts {
  backOffice: BackOfficePort;
  emailCheck: EmailCheckPort;
  phoneCheck: PhoneCheckPort;
  ocr: OcrPort;
}

const built = new WeakMap<AppContext, Partial<RegistrationPorts>>();

function cached<K extends keyof RegistrationPorts>(
  ctx: AppContext,
  key: K,
  make: () => RegistrationPorts[K],
): RegistrationPorts[K] {
  const given = (ctx.ports as unknown as Partial<RegistrationPorts>)[key];
  if (given) return given;
  let own = built.get(ctx);
  if (!own) built.set(ctx, (own = {}));
  return (own[key] ??= make()) as RegistrationPorts[K];
}

export function backOfficeOf(ctx: AppContext): BackOfficePort {
  return cached(ctx, 'backOffice', () => createBackOffice(ctx.config, ctx.db));
}
export function emailCheckOf(ctx: AppContext): EmailCheckPort {
  return cached(ctx, 'emailCheck', () => createEmailCheck(ctx.config));
}
export function phoneCheckOf(ctx: AppContext): PhoneCheckPort {
  return cached(ctx, 'phoneCheck', () => createPhoneCheck(ctx.config));
}
export function ocrOf(ctx: AppContext): OcrPort {
  return cached(ctx, 'ocr', () => createOcr(ctx.config));
}

/** Stops what this feature started itself (the OCR worker); ports given in ctx.ports are the owner's. */
export async function closeOwnPorts(ctx: AppContext): Promise<void> {
  const own = built.get(ctx);
  built.delete(ctx);
  await own?.ocr?.close();
}
