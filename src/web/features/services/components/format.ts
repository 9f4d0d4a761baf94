/** Rates and billing periods as the Services cards show them (USD, 2 decimals, in the reader's format). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../i18n/format';

const FREQUENCY_KEYS: Record<string, string> = {
  monthly: 'frequency.monthly',
  quarterly: 'frequency.quarterly',
  '4months': 'frequency.fourMonths',
  annually: 'frequency.annually',
  seasonal: 'frequency.seasonal',
  'per service': 'frequency.perService',
  each: 'frequency.each',
  notbilledbylrs: 'frequency.notBilled',
};

/** "$26.52 per month". */
export function useRateText() {
  const { t } = useTranslation('services');
  return useCallback(
    (rate: number, frequency: string) => {
      const key = FREQUENCY_KEYS[frequency];
      return key ? t('rate', { rate: formatCurrency(rate), period: t(key) }) : formatCurrency(rate);
    },
    [t],
  );
}
