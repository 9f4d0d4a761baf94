/** Rates and billing periods as the Services cards show them (USD, en-US style, 2 decimals). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../../domain/services/enterprise';

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

export { formatUsd };

/** "$26.52 per month". */
export function useRateText() {
  const { t } = useTranslation('services');
  return useCallback(
    (rate: number, frequency: string) => {
      const key = FREQUENCY_KEYS[frequency];
      return key ? t('rate', { rate: formatUsd(rate), period: t(key) }) : formatUsd(rate);
    },
    [t],
  );
}
