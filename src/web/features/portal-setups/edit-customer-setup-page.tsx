/**
 * Edit a portal setup, /admin/customer-setups/edit/{id} (spec 03 §2.7, §4, §8, §9). The setup is
 * loaded by id from the server, so a direct link or a reload works (the spec needed the record passed
 * from the list). A progress bar of 4 steps, seven tabs with Previous/Next (six for an enterprise
 * setup: its configuration instead of the service tabs), Back to List; after "Customer portal updated
 * successfully!" the list opens 2 seconds later.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TPortalSetupRecord } from '../../../domain/portal-setup-admin';
import { EDIT_STEPS, editStep, editTabs, type TEditTab } from '../../../domain/portal-setup-progress';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../../domain/paths';
import { AdminPage } from '../../components/admin-list';
import { PageLoading } from '../../components/page-loading';
import { usePortalSetup } from './api/get-portal-setup';
import { useUpdatePortalSetup } from './api/update-portal-setup';
import { useSetupForm, valuesOfRecord } from './components/setup-form';
import { SetupFormTabs } from './components/setup-form-tabs';
import { useSetupSubmitHandlers } from './components/setup-submit';

/** Spec §9: back to the list 2 seconds after a successful edit. */
export const REDIRECT_AFTER_UPDATE_MS = 2000;

export function EditCustomerSetupPage() {
  const { t } = useTranslation('portal-setups');
  const { id = '' } = useParams();
  const setup = usePortalSetup(id);

  return (
    <AdminPage
      title={t('edit.title')}
      subtitle={
        setup.data ? (
          <Group gap="xs">
            <Text c="dimmed">{setup.data.portalTitle}</Text>
            <Badge variant="light" color={setup.data.portalType === 'enterprise' ? 'grape' : 'teal'}>
              {t(`types.${setup.data.portalType}`)}
            </Badge>
          </Group>
        ) : null
      }
      backLabel={t('edit.backToList')}
      backTo={paths.admin.customerSetups}
    >
      {setup.isPending ? (
        <PageLoading />
      ) : setup.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
          title={
            isApiError(setup.error) && setup.error.status === 404
              ? t('errors.notFound')
              : t('list.loadFailed')
          }
        >
          <Group gap="sm">
            <Button size="xs" variant="white" color="red" component={Link} to={paths.admin.customerSetups}>
              {t('edit.backToList')}
            </Button>
            {isApiError(setup.error) && setup.error.status === 404 ? null : (
              <Button size="xs" variant="white" color="red" onClick={() => void setup.refetch()}>
                {t('retry')}
              </Button>
            )}
          </Group>
        </Alert>
      ) : (
        <EditSetupForm key={setup.data.id} record={setup.data} />
      )}
    </AdminPage>
  );
}

function EditSetupForm({ record }: { record: TPortalSetupRecord }) {
  const { t } = useTranslation('portal-setups');
  const navigate = useNavigate();
  const form = useSetupForm(valuesOfRecord(record), { storedRatesYear: record.currentRatesYear });
  const tabs = editTabs(record.portalType);
  const [tab, setTab] = useState<TEditTab>('portalInformation');
  const update = useUpdatePortalSetup();
  const [reason, setReason] = useState<string | null>(null);
  const { onInvalid, onServerError } = useSetupSubmitHandlers({ form, mode: 'edit', tabs, openTab: setTab });
  const step = editStep(tab);

  useEffect(() => {
    if (!update.isSuccess) return;
    const timer = window.setTimeout(() => navigate(paths.admin.customerSetups), REDIRECT_AFTER_UPDATE_MS);
    return () => window.clearTimeout(timer);
  }, [update.isSuccess, navigate]);

  const submit = form.onSubmit((values) => {
    setReason(null);
    update.mutate({ id: record.id, setup: values }, { onError: (error) => setReason(onServerError(error)) });
  }, onInvalid);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>{t('edit.progress')}</Text>
            <Text fw={600} aria-live="polite">
              {t('edit.step', { step, total: EDIT_STEPS })}
            </Text>
          </Group>
          <Progress
            value={(step / EDIT_STEPS) * 100}
            size="lg"
            radius="xl"
            aria-label={t('edit.step', { step, total: EDIT_STEPS })}
          />
        </Stack>
      </Paper>
      <SetupFormTabs
        form={form}
        mode="edit"
        tabs={tabs}
        active={tab}
        onChange={setTab}
        storedRatesYear={record.currentRatesYear}
        claimWaitingDefault={record.claimWaitingDefault}
        submit={{
          saving: update,
          reason,
          onSubmit: () => submit(),
          after: <Text fz="sm">{t('edit.redirecting')}</Text>,
        }}
      />
    </Stack>
  );
}
