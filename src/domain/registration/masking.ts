/**
 * The e-mail on file is offered masked: the browser learns enough to recognise the address, never the
 * address itself, until the customer has proved they own it (or the service address).
 * The mask does not reveal the length of either part.
 */
const MASK = '***';

function maskPart(part: string): string {
  if (part.length <= 2) return `${part.slice(0, 1)}${MASK}`;
  return `${part.slice(0, 1)}${MASK}${part.slice(-1)}`;
}

/** "jane.doe@example.com" → "j***e@e***e.com". Text without an @ is masked whole. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return maskPart(trimmed);
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  if (dot <= 0) return `${maskPart(local)}@${maskPart(domain)}`;
  return `${maskPart(local)}@${maskPart(domain.slice(0, dot))}${domain.slice(dot)}`;
}
