/**
 * One service on the Billing page (spec 02 §2.3): cart size in gallons, rate per period, other
 * available sizes, the additional cart rental rate and an Included badge.
 */
import { Badge, Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBillingServiceCard } from '../../../../domain/billing';
import type { TBillingFrequency } from '../../../../domain/portal-setup';
import { cartImages } from '../../../assets/carts';
import { formatCurrency } from '../../../i18n/format';

const IMAGES: Record<TBillingServiceCard['key'], string> = cartImages;

export function useRateText(companyName: string) {
  const { t } = useTranslation('billing');
  return (rate: number, frequency: TBillingFrequency) =>
    t('rateWithFrequency', {
      rate: formatCurrency(rate),
      frequency: t(`frequency.${frequency}`, { company: companyName }),
    });
}

export function RateCard({ card, companyName }: { card: TBillingServiceCard; companyName: string }) {
  const { t } = useTranslation('billing');
  const rateText = useRateText(companyName);
  /** An amount per period; nothing to pay reads "No charge". */
  const amount = (rate: number, frequency: TBillingFrequency) =>
    rate === 0 ? t('free') : rateText(rate, frequency);
  const headingId = `rate-card-${card.key}`;

  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Image src={IMAGES[card.key]} alt="" w={44} h={44} fit="contain" aria-hidden="true" />
            <Title order={2} size="h3" id={headingId}>
              {t(`services.${card.key}`)}
            </Title>
          </Group>
          {card.included ? (
            <Badge color="brand" variant="filled" size="lg" title={t('includedHint')}>
              {t('included')}
            </Badge>
          ) : null}
        </Group>

        <dl style={{ margin: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {t('sizeLabel')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {t('size', { size: card.size })}
            </Text>
          </Group>
          {card.rate !== null ? (
            <Group justify="space-between" gap="xs" wrap="nowrap" mt={6}>
              <Text component="dt" size="sm" c="dimmed">
                {t('rateLabel')}
              </Text>
              <Text component="dd" m={0} fw={700} fz="lg" c={card.included ? 'brand.8' : undefined}>
                {card.included ? t('included') : rateText(card.rate, card.billingFrequency)}
              </Text>
            </Group>
          ) : null}
          {card.additionalCartRate !== null ? (
            <Group justify="space-between" gap="xs" wrap="nowrap" mt={6}>
              <Text component="dt" size="sm" c="dimmed">
                {t('additionalCart')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {amount(card.additionalCartRate, card.billingFrequency)}
              </Text>
            </Group>
          ) : null}
        </dl>
        {card.customerOwned ? (
          <Text size="sm" c="dimmed">
            {t('customerOwned')}
          </Text>
        ) : null}

        <Divider />
        <div>
          <Text size="sm" fw={600} mb={6} id={`${headingId}-sizes`}>
            {t('otherSizes')}
          </Text>
          {card.otherSizes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noOtherSizes')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap={4}
              aria-labelledby={`${headingId}-sizes`}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {card.otherSizes.map((option) => (
                <Group component="li" key={option.size} justify="space-between" gap="xs" wrap="nowrap">
                  <Text span size="sm">
                    {t('sizeRate', { size: option.size })}
                  </Text>
                  {option.rate !== null ? (
                    <Text span size="sm" fw={500}>
                      {amount(option.rate, option.billingFrequency)}
                    </Text>
                  ) : null}
                </Group>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
