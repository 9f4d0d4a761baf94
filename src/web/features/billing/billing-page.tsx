/**
 * /Billing/{uid} (spec 02 §2.3): the rates of the current rates year for Trash, Recycling and Yard
 * Waste, the Additional Services card, a PAY YOUR BILL button to the bill-pay portal (new tab) and a
 * NEED HELP card with a phone link. The display options were applied by the server. A uid that is not
 * the signed-in customer's shows the not-found page.
 */
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconHeadset, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageBand, PageTitle } from '../../components/page-band';
import { EmptyNote, PageStatus, queryStatus } from '../../components/page-status';
import { useContentLoadingWhile } from '../../components/content-loading';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { useBranding } from '../../lib/use-branding';
import { isNotFound, useBilling } from './api/get-billing';
import { RateCard } from './components/rate-card';
import { AdditionalServicesCard } from './components/additional-services-card';
import { isolateLtr } from '../../i18n/format';

const DEFAULT_COMPANY = 'LRS';

function NeedHelpCard({ phone, phoneDisplay }: { phone?: string; phoneDisplay?: string }) {
  const { t } = useTranslation('billing');
  return (
    <Paper radius="lg" p="lg" bg="brand.0" component="section" aria-labelledby="need-help-heading">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="filled" aria-hidden="true">
          <IconHeadset size={24} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} size="h4" id="need-help-heading">
            {t('help.title')}
          </Title>
          <Text size="sm">{t('help.text')}</Text>
          <Group gap="sm" mt={4}>
            {phone ? (
              <Button
                component="a"
                href={`tel:${phone}`}
                leftSection={<IconPhone size={18} aria-hidden="true" />}
              >
                {t('help.call', { phone: isolateLtr(phoneDisplay || phone) })}
              </Button>
            ) : null}
            <Button
              component="a"
              href={paths.contactUs}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconMail size={18} aria-hidden="true" />}
            >
              {t('help.contactUs')}
              <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

export function BillingPage() {
  const { t } = useTranslation('billing');
  const { uid = '' } = useParams();
  const { customer } = useSession();
  const { branding } = useBranding();
  const ownUid = customer !== null && uid === customer.uid;
  const query = useBilling(uid, ownUid);
  useContentLoadingWhile(ownUid && query.isPending);

  if (!ownUid || (query.isError && isNotFound(query.error))) return <NotFoundPage />;

  const companyName = branding?.company.name || DEFAULT_COMPANY;
  const billPayUrl = branding?.company.billPayUrl;
  const billing = query.data;

  return (
    <>
      <PageBand>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <PageTitle fz={{ base: 28, sm: 34 }}>{t('title', { company: companyName })}</PageTitle>
            <Text c="dimmed">
              {billing?.ratesYear ? t('ratesYear', { year: billing.ratesYear }) : t('intro')}
            </Text>
          </Stack>
          {billPayUrl ? (
            <Button
              component="a"
              href={billPayUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              rightSection={<IconExternalLink size={18} aria-hidden="true" />}
              title={t('payBillHint')}
            >
              {t('payBill')}
              <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            </Button>
          ) : null}
        </Group>
      </PageBand>
      <Container size="lg" py={{ base: 'lg', md: 36 }}>
        <Stack gap="lg">
          <PageStatus {...queryStatus(query, t)} empty={!billing?.available} emptyText={t('noBilling')} />
          {!query.isPending && !query.isError && billing?.available ? (
            <Stack gap="lg">
              {billing.enterprise && customer ? (
                <EmptyNote>
                  {t('enterpriseRates')}{' '}
                  <Anchor component={Link} to={paths.myServices(customer.uid)}>
                    {t('enterpriseRatesLink')}
                  </Anchor>
                </EmptyNote>
              ) : billing.services.length === 0 ? (
                <EmptyNote>{t('noServices')}</EmptyNote>
              ) : (
                <SimpleGrid
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  spacing="lg"
                  component="section"
                  aria-label={t('cardsLabel')}
                >
                  {billing.services.map((card) => (
                    <RateCard key={card.key} card={card} companyName={companyName} />
                  ))}
                </SimpleGrid>
              )}
              {!billing.showRates && !billing.enterprise ? (
                <Text size="sm" c="dimmed">
                  {t('ratesHidden')}
                </Text>
              ) : null}
              {billing.showAdditionalServices && billing.additionalServices.length > 0 ? (
                <AdditionalServicesCard
                  services={billing.additionalServices}
                  companyName={companyName}
                  showRates={billing.showRates}
                />
              ) : null}
            </Stack>
          ) : null}
          <NeedHelpCard phone={branding?.contact.phone} phoneDisplay={branding?.contact.phoneDisplay} />
        </Stack>
      </Container>
    </>
  );
}
