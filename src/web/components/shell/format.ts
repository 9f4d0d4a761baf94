/** (312) 555-0100 for a 10-digit US/Canada number (with or without +1); anything else as given. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return value;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** Two letters for an avatar. */
export function initials(firstName: string, lastName: string, fallback = ''): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || fallback.trim().charAt(0).toUpperCase();
}
