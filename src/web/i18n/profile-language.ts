/**
 * The session's answer applied to the language (issue 16). A module of its own, loaded by the session
 * query once it has an answer: the entry script stays smaller (issue 9), and a module that only reads
 * the session does not start the app's i18n instance (tests render pages with their own).
 */
import i18n, { isSupported, keepOnProfile, setCustomerSignedIn, storedLanguage } from '.';

/**
 * A signed-in customer's browser with no choice of its own starts in the profile's language; one with
 * a choice the profile does not have yet (picked before signing in, or offline) keeps it on the
 * profile, the language the customer now uses the portal in.
 */
export function followSessionLanguage(customer: { language?: string } | null): void {
  setCustomerSignedIn(customer !== null);
  if (!customer?.language) return;
  const stored = storedLanguage();
  if (stored) {
    if (stored !== customer.language) keepOnProfile(stored);
  } else {
    void settleSessionLanguage(customer);
  }
}

/**
 * Switches to the language a signed-in customer's browser uses, its own choice else the profile's
 * (as the server renders their pages, src/server/signed-in-pages.ts), and resolves once the page can
 * render in it. Not stored: this browser's next visitor may be someone else.
 */
export async function settleSessionLanguage(customer: { language?: string }): Promise<void> {
  const language = storedLanguage() ?? (isSupported(customer.language) ? customer.language : null);
  if (language && language !== i18n.language) await i18n.changeLanguage(language);
}
