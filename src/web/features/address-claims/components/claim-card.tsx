/**
 * One claim in the queue: the address, both parties (claimant and current holder) with their proofs,
 * the document kept for the claim (an image shown, a PDF linked), its OCR text and match score, the
 * dates, and Approve / Refuse while the claim is open (or the decision once it is closed).
 */
import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconFileText, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TClaimItem } from '../../../../domain/registration/address-claims';
import { EmailText } from '../../../components/email-text';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import type { TClaimOutcome } from '../api/decide-address-claim';

type Party = TClaimItem['claimant'];

const STATUS_COLOR: Record<TClaimItem['status'], string> = {
  open: 'yellow',
  approved: 'green',
  moved: 'green',
  refused: 'red',
  objected: 'red',
};
const STRENGTH_COLOR: Record<Party['proofStrength'], string> = {
  strong: 'green',
  weak: 'orange',
  unknown: 'gray',
};

export const claimDocumentUrl = (id: string) =>
  `/api/admin/address-claims/${encodeURIComponent(id)}/document`;

function PartyBlock({ role, party }: { role: 'claimant' | 'holder'; party: Party }) {
  const { t } = useTranslation('address-claims');
  return (
    <Stack gap={4} data-testid={`claim-${role}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {t(`party.${role}`)}
      </Text>
      <Text fw={600}>{party.name || t('party.noName')}</Text>
      {party.email && (
        <Text size="sm">
          <EmailText email={party.email} />
        </Text>
      )}
      {party.phone && <Text size="sm">{party.phone}</Text>}
      <Group gap={6} wrap="wrap">
        <Text size="sm">{t('party.proof')}:</Text>
        <Badge variant="light" color={STRENGTH_COLOR[party.proofStrength]}>
          {party.proof ? t(`proofs.${party.proof}`) : t('proofs.none')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t(`strengths.${party.proofStrength}`)}
        </Text>
      </Group>
      {party.createdAt && (
        <Text size="sm" c="dimmed">
          {t('party.since', { date: formatDateTime(party.createdAt) })}
        </Text>
      )}
    </Stack>
  );
}

interface Props {
  claim: TClaimItem;
  onDecide: (claim: TClaimItem, outcome: TClaimOutcome) => void;
}

export function ClaimCard({ claim, onDecide }: Props) {
  const { t } = useTranslation('address-claims');
  const { street, city, state, zip } = claim.address;
  const documentUrl = claimDocumentUrl(claim.id);
  const isImage = claim.documentType?.startsWith('image/') ?? false;

  // the claim's dates, the decision's once there is one
  const dates: { label: 'opened' | 'movesAfter' | 'decided'; value: string }[] = [
    { label: 'opened', value: formatDateTime(claim.createdAt) },
    {
      label: 'movesAfter',
      value: claim.movesAfter ? formatDateTime(claim.movesAfter) : t('dates.staffDecides'),
    },
    ...(claim.decidedAt ? [{ label: 'decided' as const, value: formatDateTime(claim.decidedAt) }] : []),
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`${street}, ${city}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4">
              {street}
            </Title>
            <Text c="dimmed" size="sm">
              {city}, {state} {zip}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[claim.status]} variant="light" size="lg">
            {t(`statuses.${claim.status}`)}
          </Badge>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <PartyBlock role="claimant" party={claim.claimant} />
          <PartyBlock role="holder" party={claim.holder} />
        </SimpleGrid>

        {/* wrapped on a phone, the dates stay close together */}
        <Group gap="xl" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          {dates.map(({ label, value }) => (
            <div key={label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`dates.${label}`)}
              </Text>
              <Text size="sm">{value}</Text>
            </div>
          ))}
        </Group>

        {claim.hasDocument ? (
          <Stack gap="xs">
            <Group gap="sm" wrap="wrap">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('document.title')}
              </Text>
              {claim.matchScore !== null && (
                <Badge variant="outline" color={claim.matchScore >= 0.8 ? 'green' : 'orange'}>
                  {t('document.score', {
                    score: formatNumber(claim.matchScore, { style: 'percent', maximumFractionDigits: 0 }),
                  })}
                </Badge>
              )}
            </Group>
            {isImage && (
              <Anchor href={documentUrl} target="_blank" rel="noopener noreferrer">
                <Image
                  src={documentUrl}
                  alt={t('document.imageAlt', { address: street })}
                  mah={240}
                  w="auto"
                  fit="contain"
                  radius="sm"
                />
              </Anchor>
            )}
            <Anchor href={documentUrl} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
              <Group gap={4} wrap="nowrap">
                <IconFileText size={16} aria-hidden="true" />
                {isImage ? t('document.openImage') : t('document.openPdf')}
              </Group>
            </Anchor>
            {claim.ocrText !== null && (
              <div>
                <Text size="sm" fw={600}>
                  {t('document.ocr')}
                </Text>
                {/* a scrolling box, not Mantine's Spoiler: its size observer would join the entry script */}
                <Text
                  size="sm"
                  ff="monospace"
                  mah={160}
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', overflowY: 'auto' }}
                  tabIndex={0}
                  data-testid="claim-ocr"
                >
                  {claim.ocrText || t('document.noText')}
                </Text>
              </div>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('document.none')}
          </Text>
        )}

        {claim.note && (
          <Text size="sm">
            <Text span fw={600}>
              {t('decide.noteShown')}:
            </Text>{' '}
            {claim.note}
          </Text>
        )}

        {claim.status === 'open' && (
          <Group gap="sm" wrap="wrap">
            {/* the brand's green and red.9: white and red text that read at 4.5:1 (the default green
                and red of the theme's shade 7 do not) */}
            <Button
              leftSection={<IconCheck size={18} aria-hidden="true" />}
              onClick={() => onDecide(claim, 'approve')}
            >
              {t('actions.approve')}
            </Button>
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconX size={18} aria-hidden="true" />}
              onClick={() => onDecide(claim, 'refuse')}
            >
              {t('actions.refuse')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
