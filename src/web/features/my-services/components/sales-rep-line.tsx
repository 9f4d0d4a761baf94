/** The sales-rep line under MY SERVICES (spec 02 §2.2): description, email, phone. */
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconMail, IconPhone, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSalesRep } from '../api/get-sales-rep';

function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

export function SalesRepLine({ uid }: { uid: string }) {
  const { t } = useTranslation('my-services');
  const query = useSalesRep(uid);
  if (query.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t('salesRep.loading')}
        </Text>
      </Group>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('salesRep.failed')}
      </Text>
    );
  }
  const rep = query.data;
  return (
    <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
      <Group gap={6} wrap="nowrap">
        <IconUserCircle size={18} aria-hidden="true" color="var(--mantine-color-brand-7)" />
        <Text size="sm">
          {t('salesRep.label')}{' '}
          <Text span fw={600}>
            {rep.description}
          </Text>
        </Text>
      </Group>
      {rep.email ? (
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          <Anchor href={`mailto:${rep.email}`} size="sm">
            <bdi>{rep.email}</bdi>
          </Anchor>
        </Group>
      ) : null}
      {rep.phone ? (
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          <Anchor href={`tel:${rep.phone.replace(/[^\d+]/g, '')}`} size="sm">
            <bdi>{phoneText(rep.phone)}</bdi>
          </Anchor>
        </Group>
      ) : null}
    </Group>
  );
}
