/**
 * My Account (/my-account, spec 01 §2, §4, §5): the signed-in customer's personal information, contact
 * information, service address (read-only), billing address and communication preferences. Edit
 * turns the sections into a form; Cancel restores the saved values; Save Changes sends the form
 * (validated with the API's own schema) and returns to view mode on success. The e-mail is shown but
 * cannot be edited.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconDeviceFloppy,
  IconInfoCircle,
  IconPencil,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { profileUpdateValues, type TMyProfile } from '../../../domain/my-account';
import { isApiError } from '../../lib/api-client';
import { PageLoading } from '../../components/page-loading';
import { PageBand, PageTitle } from '../../components/page-band';
import { useContentLoadingWhile } from '../../components/content-loading';
import { isProfileMissing, useMyProfile } from './api/get-my-profile';
import { useUpdateMyProfile } from './api/update-my-profile';
import { CalendarFeedSection } from './components/calendar-feed-section';
import { ChangePasswordSection } from './components/change-password-section';
import { PickupRemindersSection } from './components/pickup-reminders-section';
import {
  BillingSection,
  ContactSection,
  PersonalSection,
  PreferencesSection,
  ServiceAddressSection,
} from './components/profile-sections';
import { messageKey, useProfileForm } from './components/use-profile-form';
import classes from './components/my-account.module.css';

type Notice = { kind: 'success' | 'error'; key: string } | null;

function PageHeader({ subtitle, action }: { subtitle: string; action?: React.ReactNode }) {
  const { t } = useTranslation('my-account');
  return (
    <PageBand py={{ base: 20, md: 32 }}>
      <Group justify="space-between" align="center" gap="md" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <PageTitle>{t('title')}</PageTitle>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Text>
        </Stack>
        {action}
      </Group>
    </PageBand>
  );
}

function ProfileEditor({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation('my-account');
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useProfileForm(profileUpdateValues(profile));
  const update = useUpdateMyProfile();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [notice]);

  const restore = (values: TMyProfile) => {
    form.setValues(profileUpdateValues(values));
    form.resetDirty(profileUpdateValues(values));
    form.clearErrors();
  };

  const startEditing = () => {
    restore(profile);
    setNotice(null);
    setEditing(true);
  };

  const cancel = () => {
    restore(profile);
    setNotice(null);
    setEditing(false);
  };

  const save = form.onSubmit(
    (values) => {
      setNotice(null);
      update.mutate(values, {
        onSuccess: (saved) => {
          restore(saved);
          setEditing(false);
          setNotice({ kind: 'success', key: 'messages.updated' });
        },
        onError: (error) => {
          const field = isApiError(error) ? error.details?.field : undefined;
          if (field === 'phoneNumber' && isApiError(error)) {
            form.setFieldError('phoneNumber', t(messageKey(error.message) ?? 'errors.invalidPhoneNumber'));
            return;
          }
          if (isApiError(error) && error.details?.reason === 'my-account/email-not-editable') {
            setNotice({ kind: 'error', key: 'messages.emailNotEditable' });
            return;
          }
          setNotice({ kind: 'error', key: 'messages.updateFailed' });
        },
      });
    },
    () => {
      setNotice(null);
      // take the customer to the first field that needs attention
      window.requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('form[data-my-account] [aria-invalid="true"]');
        first?.focus();
        first?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      });
    },
  );

  const sectionProps = { profile, form, editing };

  return (
    <>
      <PageHeader
        subtitle={editing ? t('subtitleEditing') : t('subtitle')}
        action={
          editing ? null : (
            <Button
              leftSection={<IconPencil size={18} aria-hidden="true" />}
              onClick={startEditing}
              style={{ flexShrink: 0 }}
            >
              {t('actions.edit')}
            </Button>
          )
        }
      />
      <Container size="lg" py={{ base: 'md', md: 32 }} px={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={save} noValidate aria-label={t('formLabel')} data-my-account>
          <Stack gap="lg">
            {notice ? (
              <Alert
                ref={noticeRef}
                color={notice.kind === 'success' ? 'green' : 'red'}
                radius="lg"
                role={notice.kind === 'success' ? 'status' : 'alert'}
                icon={
                  notice.kind === 'success' ? (
                    <IconCircleCheck size={20} aria-hidden="true" />
                  ) : (
                    <IconAlertCircle size={20} aria-hidden="true" />
                  )
                }
                withCloseButton
                closeButtonLabel={t('actions.dismiss')}
                onClose={() => setNotice(null)}
              >
                {t(notice.key)}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <PersonalSection {...sectionProps} />
              <ContactSection {...sectionProps} />
              <ServiceAddressSection profile={profile} />
              <BillingSection {...sectionProps} />
            </SimpleGrid>
            <PreferencesSection {...sectionProps} />
            {editing ? (
              <Paper className={classes.actions} withBorder radius="lg" shadow="md" p="sm">
                <Group justify="flex-end" gap="sm" wrap="nowrap">
                  <Text size="sm" c="dimmed" visibleFrom="sm" me="auto" ps="xs">
                    {t('editingHint')}
                  </Text>
                  <Button variant="default" onClick={cancel} disabled={update.isPending}>
                    {t('actions.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    loading={update.isPending}
                    leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
                  >
                    {t('actions.save')}
                  </Button>
                </Group>
              </Paper>
            ) : null}
          </Stack>
        </form>
        <Box mt="lg">
          <ChangePasswordSection />
        </Box>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="lg">
          <PickupRemindersSection />
          <CalendarFeedSection />
        </SimpleGrid>
      </Container>
    </>
  );
}

export function MyAccountPage() {
  const { t } = useTranslation('my-account');
  const query = useMyProfile();
  useContentLoadingWhile(query.isPending);

  if (query.isPending) {
    return (
      <>
        <PageHeader subtitle={t('subtitle')} />
        <PageLoading message={t('loading')} minHeight="40vh" />
      </>
    );
  }
  if (query.isError) {
    const missing = isProfileMissing(query.error);
    return (
      <>
        <PageHeader subtitle={t('subtitle')} />
        <Container size="lg" py={{ base: 'md', md: 32 }}>
          <Alert
            color={missing ? 'gray' : 'red'}
            radius="lg"
            role="alert"
            icon={
              missing ? (
                <IconInfoCircle size={20} aria-hidden="true" />
              ) : (
                <IconAlertCircle size={20} aria-hidden="true" />
              )
            }
          >
            <Stack gap="sm" align="flex-start">
              <Text>{missing ? t('messages.notFound') : t('messages.loadFailed')}</Text>
              {missing ? null : (
                <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
                  {t('actions.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        </Container>
      </>
    );
  }
  return <ProfileEditor profile={query.data} />;
}

export default MyAccountPage;
