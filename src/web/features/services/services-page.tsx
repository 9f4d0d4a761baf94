/**
 * The Services page (spec 02 §2.1): one card per default service the portal shows (trash,
 * recycling, yard waste), each with its facts and its action cards. Enterprise customers use My
 * Services instead. Also rendered by My Services for residential customers.
 */
import { useId, type ReactNode } from 'react';
import { Alert, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconClipboardList,
  IconInfoCircle,
  IconRefresh,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { TServiceCard, TServicesResponse } from '../../../domain/services/services-api';
import { useContentLoadingWhile } from '../../components/content-loading';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { useServices } from './api/get-services';
import { ServiceActions } from './components/service-actions';
import { ServiceSummary } from './components/service-summary';
import { customerCardFrame } from '../../components/widgets/customer-card';
import { LoadErrorRetry } from '../../components/widgets/retry-line';
import { CustomerPageHeading } from '../../components/widgets/customer-page-heading';

/** A page the customer goes on to from Services (their requests, the pickup calendar). */
function OnwardLink({ to, icon: Icon, children }: { to: string; icon: Icon; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      size="compact-md"
      leftSection={<Icon size={16} aria-hidden="true" />}
    >
      {children}
    </Button>
  );
}

function ServiceCardView({ card, page }: { card: TServiceCard; page: TServicesResponse }) {
  const titleId = useId();
  return (
    <Paper
      {...customerCardFrame}
      component="article"
      aria-labelledby={titleId}
      shadow="xs"
      data-testid={`service-card-${card.serviceType}`}
    >
      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ServiceSummary
            card={card}
            showRates={page.showRates}
            titleId={titleId}
            clock={{ timeZone: page.timeZone, today: page.today }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ServiceActions card={card} page={page} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

function LoadingCards() {
  const { t } = useTranslation('services');
  return (
    <Stack gap="lg" aria-busy="true" aria-live="polite">
      <Text c="dimmed" size="sm">
        {t('loading')}
      </Text>
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="lg" p="lg">
          <Grid>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Group wrap="nowrap" align="flex-start">
                <Skeleton w={72} h={84} radius="md" />
                <Stack gap="xs" style={{ flex: 1 }}>
                  <Skeleton h={22} w="50%" />
                  <Skeleton h={14} w="70%" />
                  <Skeleton h={14} w="40%" />
                </Stack>
              </Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Skeleton h={120} radius="md" />
            </Grid.Col>
          </Grid>
        </Paper>
      ))}
    </Stack>
  );
}

export function ServicesPage() {
  const { t } = useTranslation('services');
  const { customer } = useSession();
  const enterprise = customer?.entryType === 'EnterpriseCustomerProfile';
  const query = useServices(!enterprise);
  useContentLoadingWhile(query.isPending && !enterprise);

  if (customer && enterprise) return <Navigate to={paths.myServices(customer.uid)} replace />;
  const page = query.data;

  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Stack gap="lg">
        <CustomerPageHeading
          title={t('title')}
          subtitle={page?.portalTitle ? t('subtitleWithPortal', { portal: page.portalTitle }) : t('subtitle')}
        >
          <Group>
            <OnwardLink to={paths.myRequests} icon={IconClipboardList}>
              {t('myRequests')}
            </OnwardLink>
            <OnwardLink to={paths.pickupCalendar} icon={IconCalendarEvent}>
              {t('pickupCalendar')}
            </OnwardLink>
          </Group>
          {page?.accountNumber ? (
            <Text size="sm" data-testid="account-number">
              {t('accountNumber', { number: page.accountNumber })}
            </Text>
          ) : null}
        </CustomerPageHeading>

        {query.isPending ? <LoadingCards /> : null}

        {query.isError && !page ? (
          <LoadErrorRetry
            query={query}
            message={t('loadError')}
            retryLabel={t('retry')}
            layout="stacked"
            retryIcon={<IconRefresh size={14} aria-hidden="true" />}
            retrying={query.isFetching}
          />
        ) : null}

        {page && page.cards.length === 0 ? (
          <Alert
            color="gray"
            radius="lg"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden="true" />}
          >
            {t('emptyService')}
          </Alert>
        ) : null}

        {page?.cards.map((card) => (
          <ServiceCardView key={card.serviceType} card={card} page={page} />
        ))}
      </Stack>
    </Container>
  );
}
