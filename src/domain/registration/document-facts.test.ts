import { describe, expect, it } from 'vitest';
import { datesInText, documentFacts, documentProofOf, nameInText, recentDateInText } from './document-facts';
import { lastNameMatches } from './account-number';

const now = new Date('2026-11-28T12:00:00Z');

describe('what a document must show besides the address', () => {
  it('finds the account holder name as words, whatever the case and accents', () => {
    expect(nameInText('Account holder: Jane Doe\n40 Maple Ct', 'JANE DOE')).toBe(true);
    expect(nameInText('JOSÉ  NUÑEZ', 'Jose Nunez')).toBe(true);
    expect(nameInText('Jane Doeman', 'JANE DOE')).toBe(false);
    expect(nameInText('40 MAPLE CT LAKE BLUFF IL', 'JANE DOE')).toBe(false);
    expect(nameInText('anything', null)).toBe(false);
  });

  it('reads dates in the common forms and keeps only the last 90 days', () => {
    expect(
      datesInText('Bill date 11/02/2026, due 2026-12-01, issued November 3, 2026, 4 Nov 2026'),
    ).toHaveLength(4);
    expect(recentDateInText('Statement date: 10/15/2026', now)).toBe(true);
    expect(recentDateInText('Statement date: 08/15/2026', now)).toBe(false);
    expect(recentDateInText('Due 2027-01-15', now)).toBe(false);
    expect(recentDateInText('13/45/2026 and 02/30/2026', now)).toBe(false);
  });

  it('gives strong proof only for the name AND a recent date', () => {
    const text = 'Water bill\nJANE DOE\n40 MAPLE CT\nLAKE BLUFF IL 60044\nNovember 2, 2026';
    expect(documentProofOf(documentFacts(text, 'JANE DOE', now))).toBe('document-matched');
    expect(documentProofOf(documentFacts('40 MAPLE CT\nLAKE BLUFF IL 60044', 'JANE DOE', now))).toBe(
      'document',
    );
    expect(documentProofOf(documentFacts('JANE DOE 40 MAPLE CT', 'JANE DOE', now))).toBe('document');
  });
});

describe("the account number's second fact", () => {
  it("matches the account holder's last name, and nothing else", () => {
    expect(lastNameMatches('Doe', 'JANE DOE')).toBe(true);
    expect(lastNameMatches(' doe ', 'JANE DOE')).toBe(true);
    expect(lastNameMatches('de la Cruz', 'MARIA DE LA CRUZ')).toBe(true);
    expect(lastNameMatches('Cruz', 'MARIA DE LA CRUZ')).toBe(true);
    expect(lastNameMatches('Doe', 'DOE, JANE')).toBe(true);
    expect(lastNameMatches('Jane', 'JANE DOE')).toBe(false);
    expect(lastNameMatches('Jane', 'DOE, JANE')).toBe(false);
    expect(lastNameMatches('', 'JANE DOE')).toBe(false);
    expect(lastNameMatches('Doe', null)).toBe(false);
  });
});
