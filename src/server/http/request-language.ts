/**
 * The language of what the server writes to a customer later (a ticket's status notices): the one the
 * web app names in Accept-Language (its language menu's choice), English when it names none the
 * server writes in.
 */
export const NOTICE_LANGUAGES = ['en', 'es'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** The first supported language of an Accept-Language header, by its quality values. */
export function noticeLanguageOf(acceptLanguage: string | string[] | undefined): NoticeLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const match = ranked.find((l) => (NOTICE_LANGUAGES as readonly string[]).includes(l.base));
  return (match?.base as NoticeLanguage | undefined) ?? 'en';
}
