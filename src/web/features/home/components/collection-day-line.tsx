/**
 * The home page's compact collection-day line (issue 32 §1): per service, the newest status the back
 * office recorded ("Trash: Collected today at 9:42", "Recycling: Not collected: the cart was not
 * out"), linking to Services for the rest. Residential only (enterprise sites are on My Services);
 * nothing is shown while nothing is known.
 */
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import { CollectionStatus, useServices } from '../../services';

export function CollectionDayLine({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('services');
  const titleId = useId();
  const { data: page } = useServices(enabled);
  if (!page) return null;
  // what happened (collected, not collected, route out): "no report" is left to the Services cards
  const known = page.cards.filter((card) => {
    const newest = card.collection.today ?? card.collection.last;
    return newest !== null && newest.state !== 'no-report' && newest.state !== 'scheduled';
  });
  if (known.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('collection.homeTitle')}
          </Title>
          <Anchor component={Link} to={paths.services} size="sm">
            {t('collection.homeLink')}
          </Anchor>
        </Group>
        {known.map((card) => (
          <Group key={card.serviceType} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} miw={90}>
              {t(`serviceTitles.${card.serviceType}`)}
            </Text>
            <CollectionStatus card={card} timeZone={page.timeZone} today={page.today} compact />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
