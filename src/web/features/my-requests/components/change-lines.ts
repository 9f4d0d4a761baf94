/**
 * What a Change Service or Additional Carts request changed, as My Requests shows it: one line per
 * fact with its value before and after ("Size: 96 gallons → 35 gallons"), in the reader's language.
 * The server keeps the lines as the confirmation mail wrote them (English labels and values such as
 * "35 gallons", "$24.00 (monthly)", "$5.00 per cart"); the labels and the words in the values are
 * translated here, amounts and numbers kept as they are.
 */
import type { TFunction } from 'i18next';
import type { TServiceChangeSummary } from '../../../../domain/services/services-api';

export interface ChangeLine {
  label: string;
  before: string | null;
  after: string;
}

type Line = { label: string; value: string };

/** The label's translation, or the label itself when it is not one the server writes. */
function labelText(t: TFunction, label: string): string {
  return t(`lines.${label}`, { defaultValue: label });
}

/** The value with its words translated: "35 gallons", "Unknown size", "… per cart", "… (monthly)". */
export function valueText(t: TFunction, value: string): string {
  if (value === 'Unknown size') return t('values.unknownSize');
  const gallons = /^(\d+(?:\.\d+)?) gallons$/.exec(value);
  if (gallons) return t('values.gallons', { size: gallons[1] });
  const perCart = /^(\S+) per cart$/.exec(value);
  if (perCart) return t('values.perCart', { rate: perCart[1] });
  const withFrequency = /^(\S+) \(([^)]+)\)$/.exec(value);
  if (withFrequency) {
    const frequency = withFrequency[2]!;
    return `${withFrequency[1]} (${t(`values.frequencies.${frequency}`, { defaultValue: frequency })})`;
  }
  return value;
}

/**
 * The change's lines: each before/after pair by label (in the "after" order), then the details that
 * say what was asked for, except the service (the card's title names it).
 */
export function changeLines(
  t: TFunction,
  request: Pick<TServiceChangeSummary, 'details' | 'change'>,
): ChangeLine[] {
  const before = new Map((request.change?.before ?? []).map((line: Line) => [line.label, line.value]));
  const changed = (request.change?.after ?? []).map((line: Line) => {
    const was = before.get(line.label);
    return {
      label: labelText(t, line.label),
      before: was === undefined ? null : valueText(t, was),
      after: valueText(t, line.value),
    };
  });
  const asked = request.details
    .filter((line) => line.label !== 'Service')
    .map((line) => ({ label: labelText(t, line.label), before: null, after: valueText(t, line.value) }));
  return [...asked, ...changed];
}
