/**
 * Address claims (/admin/address-claims, decision 006, issue 26 §1): the queue of claims on addresses
 * held with weak proof, for admin and customer service. Each claim shows both parties, their proofs,
 * the document kept for it with its OCR text and match score, and the dates; staff approve (the
 * address moves to the claimant) or refuse (it stays), with a confirm and an optional note. A status
 * filter shows decided claims too, ten a page. Above the queue, the letters with a code waiting to be
 * printed and their PDF batch.
 */
import { useState } from 'react';
import { Alert, Button, Center, Group, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHomeShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import {
  CLAIM_STATUSES,
  ZClaimStatus,
  type TClaimItem,
  type TClaimStatus,
} from '../../../domain/registration/address-claims';
import { paths } from '../../../domain/paths';
import { useSession } from '../../lib/use-session';
import { PageLoading } from '../../components/page-loading';
import { formatNumber } from '../../i18n/format';
import type { TClaimOutcome } from './api/decide-address-claim';
import { CLAIMS_PAGE_SIZE, useAddressClaims } from './api/find-address-claims';
import { ClaimCard } from './components/claim-card';
import { DecideClaimModal } from './components/decide-claim-modal';
import { LettersPanel } from './components/letters-panel';
import { ErrorAlert } from '../../components/widgets/error-alert';
import { AdminPage, pageWords } from '../../components/admin-list';
import { SectionLoading } from '../../components/widgets/section-loading';

/** Admin and customer service work the queue (the server checks it too). */
export function AddressClaimsPage() {
  const { staff, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (staff?.role !== 'admin' && staff?.role !== 'customerservice')
    return <Navigate to={paths.admin.center} replace />;
  return <AddressClaimsQueue />;
}

export function AddressClaimsQueue() {
  const { t } = useTranslation('address-claims');
  const [status, setStatus] = useState<TClaimStatus>('open');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ claim: TClaimItem | null; outcome: TClaimOutcome }>({
    claim: null,
    outcome: 'approve',
  });
  const [decided, setDecided] = useState<TClaimItem | null>(null);
  const list = useAddressClaims(status, page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CLAIMS_PAGE_SIZE));

  return (
    <AdminPage
      size="lg"
      {...pageWords(t, '', 'back')}
      icon={<IconHomeShield size={24} />}
      modals={
        <DecideClaimModal
          claim={deciding.claim}
          outcome={deciding.outcome}
          onClose={() => setDeciding((d) => ({ ...d, claim: null }))}
          onDecided={(claim) => {
            setDeciding((d) => ({ ...d, claim: null }));
            setDecided(claim);
          }}
        />
      }
    >
      <LettersPanel />

      {decided && (
        <Alert
          color={decided.status === 'refused' ? 'orange' : 'green'}
          icon={<IconCircleCheck size={18} aria-hidden="true" />}
          role="status"
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={() => setDecided(null)}
        >
          {t(decided.status === 'refused' ? 'result.refused' : 'result.approved', {
            address: `${decided.address.street}, ${decided.address.city}`,
            claimant: decided.claimant.name,
            holder: decided.holder.name,
          })}
        </Alert>
      )}

      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('filter.status')}
          data={CLAIM_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            const parsed = ZClaimStatus.safeParse(value);
            if (!parsed.success) return;
            setStatus(parsed.data);
            setPage(1);
          }}
          allowDeselect={false}
          w={220}
        />
        {list.data && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {t('count', { count: total, formatted: formatNumber(total) })}
          </Text>
        )}
      </Group>

      {list.isError ? (
        <ErrorAlert>{t('loadFailed')}</ErrorAlert>
      ) : list.isPending ? (
        <SectionLoading label={t('loading')} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(`empty.${status}`)}
        </Text>
      ) : (
        <Stack gap="md">
          {list.data.items.map((claim) => (
            <ClaimCard
              key={claim.id}
              claim={claim}
              onDecide={(chosen, outcome) => setDeciding({ claim: chosen, outcome })}
            />
          ))}
        </Stack>
      )}

      {pages > 1 && (
        // plain buttons, not Mantine's Pagination: its hooks would join the entry script (first load)
        <Center>
          <Group gap="xs">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('pagination.previous')}
            </Button>
            <Text size="sm">{t('pagination.page', { n: page })}</Text>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('pagination.next')}
            </Button>
          </Group>
        </Center>
      )}
    </AdminPage>
  );
}

export default AddressClaimsPage;
