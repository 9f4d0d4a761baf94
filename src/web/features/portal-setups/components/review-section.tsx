/** Review & Submit: what will be saved, part by part, before the submit button the page passes in. */
import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENTERPRISE_PORTAL_TYPE } from '../../../../domain/portal-setup';
import { offeredServices } from '../../../../domain/portal-setup-admin';
import { DEFAULT_SERVICE_FIELDS } from './default-services-section';
import { MENU_FLAGS } from './display-options-section';
import { frequencyKey } from './form-fields';
import type { SetupForm } from './setup-form';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

const money = (value: unknown) => (typeof value === 'number' ? `$${value.toFixed(2)}` : '—');
const orDash = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : '—';

export function ReviewSection({ form, children }: { form: SetupForm; children?: ReactNode }) {
  const { t } = useTranslation('portal-setups');
  const v = form.values;
  const enterprise = v.portalType === ENTERPRISE_PORTAL_TYPE;
  const yesNo = (flag: boolean) => t(flag ? 'review.yes' : 'review.no');
  const hiddenMenu = MENU_FLAGS.filter((flag) => v.displayOptions.menuDisplay[flag] === false);
  const services = offeredServices(v);

  return (
    <Stack gap="md">
      <Part title={t('tabs.portalInformation')}>
        <Item label={t('fields.portalType')}>{t(`types.${v.portalType}`)}</Item>
        <Item label={t('fields.portalTitle')}>{orDash(v.portalTitle)}</Item>
        <Item label={t('fields.currentRatesYear')}>{orDash(v.currentRatesYear)}</Item>
        <Item label={t('fields.searchZipCodes')}>
          {v.searchZipCodes.length ? v.searchZipCodes.join(', ') : t('zip.none')}
        </Item>
        <Item label={t('fields.isDefault')}>{yesNo(v.isDefault)}</Item>
      </Part>
      <Part title={t('tabs.defaultSettings')}>
        <Item label={t('fields.defaultBusinessCode')}>{orDash(v.defaultBusinessCode)}</Item>
        <Item label={t('fields.defaultServiceCategory')}>{orDash(v.defaultServiceCategory)}</Item>
        <Item label={t('fields.defaultServiceWeekCode')}>{orDash(v.defaultServiceWeekCode)}</Item>
        <Item label={t('fields.defaultBillingCycle')}>{orDash(v.defaultBillingCycle)}</Item>
        <Item label={t('fields.defaultRoutingCustomerID')}>{orDash(v.defaultRoutingCustomerID)}</Item>
        <Item label={t('fields.defaultServiceCustomerID')}>{orDash(v.defaultServiceCustomerID)}</Item>
        <Item label={t('fields.defaultSalesRepID')}>{orDash(v.defaultSalesRepID)}</Item>
        <Item label={t('fields.defaultSourceDatabase')}>{orDash(v.defaultSourceDatabase)}</Item>
        <Item label={t('fields.defaultCurrency')}>{orDash(v.defaultCurrency)}</Item>
      </Part>
      {enterprise ? (
        <Part title={t('tabs.enterpriseConfiguration')}>
          <Item label={t('fields.enterpriseContractTerm')}>
            {t('review.months', { count: Number(v.enterpriseContractTerm) || 0 })}
          </Item>
          <Item label={t('fields.enterpriseSLA')}>{t(`sla.${v.enterpriseSLA}`)}</Item>
          <Item label={t('fields.consolidatedBilling')}>{yesNo(v.consolidatedBilling)}</Item>
          <Item label={t('fields.multiLocationSupport')}>{yesNo(v.multiLocationSupport)}</Item>
        </Part>
      ) : (
        <>
          <Part title={t('tabs.defaultServices')}>
            {DEFAULT_SERVICE_FIELDS.map(({ key, path }) => {
              const service = v[path];
              return (
                <Item key={key} label={t(`services.${key}`)}>
                  {t('review.serviceLine', {
                    size: orDash(service.CM05_SIZE),
                    rate: money(service.CM05_RATE),
                    frequency: t(frequencyKey(service.billingFrequency)),
                  })}
                  {service.alsoAvailable.length
                    ? ` · ${t('review.alsoSizes', { sizes: service.alsoAvailable.map((s) => s.size).join(', ') })}`
                    : ''}
                </Item>
              );
            })}
          </Part>
          <Part title={t('tabs.additionalServices')}>
            {v.additionalServices.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('additional.none')}
              </Text>
            ) : (
              v.additionalServices.map((row, index) => (
                <Item key={index} label={orDash(row.name)}>
                  {money(row.rate)} · {t(frequencyKey(row.billingFrequency))}
                </Item>
              ))
            )}
          </Part>
        </>
      )}
      <Part title={t('tabs.displayOptions')}>
        <Item label={t('display.services')}>
          <Group gap={4} component="span">
            {services.length === 0
              ? '—'
              : services.map((s) => (
                  <Badge key={s} size="sm" variant="light" component="span">
                    {t(`services.${s}`)}
                  </Badge>
                ))}
          </Group>
        </Item>
        <Item label={t('review.hiddenMenu')}>
          {hiddenMenu.length
            ? hiddenMenu.map((flag) => t(`display.menuFlags.${flag}`)).join(', ')
            : t('review.none')}
        </Item>
        <Item label={t('display.restrictChanges')}>
          {v.displayOptions.restrictChanges.enabled
            ? t('review.restrictedFrom', { date: orDash(v.displayOptions.restrictChanges.stopChangeDate) })
            : t('review.no')}
        </Item>
        <Item label={t('display.serviceRequests')}>
          {yesNo(v.displayOptions.allowServiceRequests.enabled)}
        </Item>
        <Item label={t('display.rateFlags.showRates')}>{yesNo(v.displayOptions.showRates)}</Item>
      </Part>
      {children}
    </Stack>
  );
}
