/**
 * After an address is added (spec 03 §2.14): "Address added successfully", the address with its
 * Verified or Manual badge, and Add Another Address (a new address for another customer) or Back to
 * Search.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TAddedAddress } from '../../../../domain/address-tools/address-tools';
import { siteText } from './verification-step';
import { StepActions } from './step-actions';
import { WizardStep } from '../../../components/widgets/wizard-step';

export function VerificationBadge({ verification }: { verification: TAddedAddress['verification'] }) {
  const { t } = useTranslation('undelivered-cart');
  return (
    <Badge
      size="sm"
      variant="light"
      color={verification === 'Verified' ? 'green' : 'gray'}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {t(`verification.${verification}`)}
    </Badge>
  );
}

export const customerNameOf = (item: TAddedAddress) =>
  [item.customerInfo?.firstName, item.customerInfo?.lastName].filter(Boolean).join(' ');

interface Props {
  item: TAddedAddress;
  onAnother: () => void;
  onBackToSearch: () => void;
}

export function AddressAdded({ item, onAnother, onBackToSearch }: Props) {
  const { t } = useTranslation('undelivered-cart');
  return (
    <WizardStep heading={t('added.heading')} level={3} gap="md">
      <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
        {t('messages.addressAdded')}
      </Alert>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {siteText(item.addressToAdd)}
            </Text>
            <Text fz="sm" c="dimmed">
              {customerNameOf(item)}
              {item.customerInfo?.email ? ` · ${item.customerInfo.email}` : ''}
            </Text>
          </Stack>
          <VerificationBadge verification={item.verification} />
        </Group>
      </Paper>
      <Text fz="sm" c="dimmed">
        {t('added.next')}
      </Text>
      <StepActions>
        <Button variant="default" onClick={onBackToSearch}>
          {t('backToSearch')}
        </Button>
        <Button onClick={onAnother}>{t('added.another')}</Button>
      </StepActions>
    </WizardStep>
  );
}
