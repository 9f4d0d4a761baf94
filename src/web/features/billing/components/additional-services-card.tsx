/** The Additional Services card of the Billing page. */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBillingAdditionalService } from '../../../../domain/billing';
import { formatCurrency } from '../../../i18n/format';

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
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="additional-services-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="additional-services-heading">
          {t('additionalServices')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('additionalServicesIntro')}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('serviceName')}</Table.Th>
                {showRates ? (
                  <Table.Th scope="col" ta="end">
                    {t('serviceRate')}
                  </Table.Th>
                ) : null}
                <Table.Th scope="col">{t('billed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.map((service) => (
                <Table.Tr key={`${service.serviceCode}-${service.name}`}>
                  <Table.Td fw={500}>{service.name}</Table.Td>
                  {showRates ? (
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {service.rate === null
                        ? ''
                        : service.rate === 0
                          ? t('free')
                          : formatCurrency(service.rate)}
                    </Table.Td>
                  ) : null}
                  <Table.Td c="dimmed">
                    {t(`frequency.${service.billingFrequency}`, { company: companyName })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
