/**
 * The language a request asks for: the one the web app names in Accept-Language (its language
 * menu's choice, see src/web/lib/api-client), matched to the ten the portal writes in; English when
 * it names none of them. A registration stores it on the new profile, and a code mailed before an
 * account exists is written in it.
 */
import { LANGUAGES, matchLanguage, type LanguageCode } from '../../domain/languages';

const CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/** The first of the ten languages an Accept-Language header names, by its quality values. */
export function requestLanguageOf(acceptLanguage: string | string[] | undefined): LanguageCode {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag, CODES);
    if (match) return match;
  }
  return 'en';
}
