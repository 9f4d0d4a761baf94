/** The Additional Services card of the Billing page. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBillingAdditionalService } from '../../../../domain/billing';
import { formatCurrency } from '../../../i18n/format';
import { ColumnsTable, type TableColumn } from '../../../components/widgets/columns-table';
import { TitledCard } from '../../../components/widgets/titled-card';

export function AdditionalServicesCard({
  services,
  companyName,
  showRates,
}: {
  services: TBillingAdditionalService[];
  companyName: string;
  showRates: boolean;
}) {
  const { t } = useTranslation('billing');
  const rate: TableColumn<TBillingAdditionalService> = {
    key: 'rate',
    header: t('serviceRate'),
    th: { scope: 'col', ta: 'end' },
    td: { ta: 'end', style: { whiteSpace: 'nowrap' } },
    cell: (service) =>
      service.rate === null ? '' : service.rate === 0 ? t('free') : formatCurrency(service.rate),
  };
  const columns: TableColumn<TBillingAdditionalService>[] = [
    {
      key: 'name',
      header: t('serviceName'),
      th: { scope: 'col' },
      td: { fw: 500 },
      cell: (service) => service.name,
    },
    ...(showRates ? [rate] : []),
    {
      key: 'billed',
      header: t('billed'),
      th: { scope: 'col' },
      td: { c: 'dimmed' },
      cell: (service) => t(`frequency.${service.billingFrequency}`, { company: companyName }),
    },
  ];
  return (
    <TitledCard headingId="additional-services-heading" title={t('additionalServices')} titleSize="h3">
      <Text size="sm" c="dimmed">
        {t('additionalServicesIntro')}
      </Text>
      <ColumnsTable
        verticalSpacing="sm"
        striped
        highlightOnHover
        minWidth={320}
        columns={columns}
        rows={services}
        rowKey={(service) => `${service.serviceCode}-${service.name}`}
      />
    </TitledCard>
  );
}
