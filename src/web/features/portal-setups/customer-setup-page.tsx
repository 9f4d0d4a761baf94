/**
 * Customer Portal Setup, /admin/customer-setup (spec 03 §2.5, §4, §8): choose Residential or
 * Enterprise, then fill the tabs with the setup progress shown as a percentage (5 parts residential,
 * 3 enterprise; see domain/portal-setup-progress.ts). Submitting goes idle → submitting → success or
 * failure. Admin only (the guard sends customerservice to /admin; the API refuses them anyway).
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconCircleCheck,
  IconCircleDashed,
  IconHome,
  IconList,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setupProgress } from '../../../domain/portal-setup-progress';
import { paths } from '../../../domain/paths';
import { AdminPage, pageWords, PageLink } from '../../components/admin-list';
import { useCreatePortalSetup } from './api/create-portal-setup';
import {
  createTabs,
  newSetupValues,
  useSetupForm,
  type TCreateTab,
  type TPortalType,
} from './components/setup-form';
import { SetupFormTabs } from './components/setup-form-tabs';
import { useSetupSubmitHandlers } from './components/setup-submit';

export function CustomerSetupPage() {
  const { t } = useTranslation('portal-setups');
  const [portalType, setPortalType] = useState<TPortalType | null>(null);
  const [run, setRun] = useState(0);

  return (
    <AdminPage
      {...pageWords(t, 'create.')}
      actions={
        <PageLink to={paths.admin.customerSetups} icon={IconList} variant="light">
          {t('create.viewList')}
        </PageLink>
      }
    >
      {portalType === null ? (
        <ChooseType onChoose={setPortalType} />
      ) : (
        <CreateSetupForm
          key={`${portalType}-${run}`}
          portalType={portalType}
          onChangeType={() => setPortalType(null)}
          onCreateAnother={() => {
            setPortalType(null);
            setRun((n) => n + 1);
          }}
        />
      )}
    </AdminPage>
  );
}

function ChooseType({ onChoose }: { onChoose: (type: TPortalType) => void }) {
  const { t } = useTranslation('portal-setups');
  const choices = [
    { type: 'residential' as const, icon: IconHome, color: 'teal' },
    { type: 'enterprise' as const, icon: IconBuildingSkyscraper, color: 'grape' },
  ];
  return (
    <Stack gap="md" component="section" aria-labelledby="choose-type">
      <Title order={2} size="h3" id="choose-type">
        {t('create.chooseType')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {choices.map(({ type, icon: Icon, color }) => (
          <UnstyledButton
            key={type}
            onClick={() => onChoose(type)}
            aria-label={t(`create.typeCards.${type}.title`)}
          >
            <Card withBorder radius="lg" padding="xl" h="100%" shadow="sm">
              <Stack gap="sm">
                <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden="true">
                  <Icon size={28} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {t(`create.typeCards.${type}.title`)}
                </Title>
                <Text c="dimmed" fz="sm">
                  {t(`create.typeCards.${type}.text`)}
                </Text>
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CreateSetupForm({
  portalType,
  onChangeType,
  onCreateAnother,
}: {
  portalType: TPortalType;
  onChangeType: () => void;
  onCreateAnother: () => void;
}) {
  const { t } = useTranslation('portal-setups');
  const form = useSetupForm(newSetupValues(portalType));
  const tabs = createTabs(portalType);
  const [tab, setTab] = useState<TCreateTab>('portalInformation');
  const create = useCreatePortalSetup();
  const [reason, setReason] = useState<string | null>(null);
  const { onInvalid, onServerError } = useSetupSubmitHandlers({
    form,
    mode: 'create',
    tabs,
    openTab: setTab,
  });
  const progress = setupProgress(form.values);
  const done = create.isSuccess;

  const submit = form.onSubmit((values) => {
    setReason(null);
    create.mutate(values, { onError: (error) => setReason(onServerError(error)) });
  }, onInvalid);

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-label={t('progress.label')}
      >
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text fw={600}>{t('progress.label')}</Text>
              <Badge variant="light" color={portalType === 'enterprise' ? 'grape' : 'teal'}>
                {t(`types.${portalType}`)}
              </Badge>
            </Group>
            <Group gap="xs">
              <Text fw={700} aria-live="polite">
                {t('progress.percent', { percent: progress.percent })}
              </Text>
              {done ? null : (
                <Button variant="subtle" size="compact-sm" onClick={onChangeType}>
                  {t('create.changeType')}
                </Button>
              )}
            </Group>
          </Group>
          <Progress
            value={progress.percent}
            size="lg"
            radius="xl"
            aria-label={t('progress.label')}
            color={progress.percent === 100 ? 'green' : undefined}
          />
          <Group gap="md" wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {progress.parts.map(({ part, complete }) => (
              <Group key={part} gap={4} component="li" wrap="nowrap">
                <ThemeIcon
                  size={18}
                  radius="xl"
                  variant="transparent"
                  color={complete ? 'green' : 'gray'}
                  aria-hidden="true"
                >
                  {complete ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
                </ThemeIcon>
                <Text fz="sm" c={complete ? undefined : 'dimmed'}>
                  {t(`tabs.${part}`)}
                </Text>
                <VisuallyHidden>
                  {complete ? t('progress.complete') : t('progress.incomplete')}
                </VisuallyHidden>
              </Group>
            ))}
          </Group>
        </Stack>
      </Paper>

      {done ? (
        <Alert
          color="green"
          radius="md"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          title={t('create.success')}
          role="status"
        >
          <Stack gap="sm">
            <Text fz="sm">{t('create.successDetail', { title: create.data.portalTitle })}</Text>
            <Group gap="sm">
              <Button component={Link} to={paths.admin.customerSetups}>
                {t('create.viewList')}
              </Button>
              <Button component={Link} to={paths.admin.editCustomerSetup(create.data.id)} variant="light">
                {t('create.editCreated')}
              </Button>
              <Button variant="default" onClick={onCreateAnother}>
                {t('create.another')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <SetupFormTabs
          mode="create"
          // its success never shows here: once created, the links to go on take the form's place
          submit={{ saving: create, reason, onSubmit: () => submit() }}
          form={form}
          tabs={tabs}
          active={tab}
          onChange={setTab}
        />
      )}
    </Stack>
  );
}
