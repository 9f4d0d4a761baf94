/**
 * Issue creation (spec 03 §4, §5): the site found, a subject ("CART IS NOT DELIVERED" by default,
 * required), a description (required: "Please provide a description of the issue."), an optional
 * agent from the back office's agents (sorted by full name; when they fail to load, the non-blocking
 * notice) and the caller's name and phone (optional). One key per submission, so a retried click
 * finds the first issue instead of filing a second.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TIssueSite, TUndeliveredCartIssueResult } from '../../../../domain/address-tools/address-tools';
import { UNDELIVERED_CART_SUBJECT } from '../../../../domain/services/issue-payload';
import { formatPhone } from '../../../../domain/registration/phone';
import { useAgents } from '../api/find-agents';
import { useCreateUndeliveredCartIssue } from '../api/create-undelivered-cart-issue';
import { StepActions } from './step-actions';
import { useToolMessage } from './use-tool-message';
import { siteText } from './verification-step';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { WizardStep } from '../../../components/widgets/wizard-step';

export function newClientKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function SiteCard({ site }: { site: TIssueSite }) {
  const { t } = useTranslation('undelivered-cart');
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconMapPin size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {siteText(site)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('issue.siteIds', { customer: site.CM04_CUST, site: site.CM04_SITE, source: site.SOURCE })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

interface Props {
  portalId: string;
  site: TIssueSite;
  onBack: () => void;
  onFiled: (result: TUndeliveredCartIssueResult) => void;
}

export function IssueStep({ portalId, site, onBack, onFiled }: Props) {
  const { t } = useTranslation('undelivered-cart');
  const toolMessage = useToolMessage();
  const agents = useAgents();
  const create = useCreateUndeliveredCartIssue();
  const [clientKey] = useState(newClientKey);
  const [subject, setSubject] = useState<string>(UNDELIVERED_CART_SUBJECT);
  const [description, setDescription] = useState('');
  const [agent, setAgent] = useState<string | null>(null);
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; description?: string }>({});
  /** A required field's words, value and error; typing clears the error. */
  const requiredText = (
    key: 'subject' | 'description',
    value: string,
    setValue: (typed: string) => void,
  ) => ({
    label: t(`issue.${key}`),
    required: true,
    value,
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(e.currentTarget.value);
      setErrors((v) => ({ ...v, [key]: undefined }));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      subject: subject.trim() ? undefined : t('messages.subjectRequired'),
      description: description.trim() ? undefined : t('messages.descriptionRequired'),
    };
    setErrors(found);
    if (found.subject || found.description || create.isPending) return;
    create.mutate(
      {
        portalId,
        address: site,
        subject: subject.trim(),
        description: description.trim(),
        agent: agent ?? undefined,
        contactName: contactName.trim() || undefined,
        contactPhone: contactPhone.trim() || undefined,
        clientKey,
      },
      { onSuccess: onFiled },
    );
  };

  return (
    <WizardStep heading={t('issue.heading')} level={3} gap="md" onSubmit={submit}>
      <SiteCard site={site} />
      <TextInput {...requiredText('subject', subject, setSubject)} maxLength={200} />
      <Textarea
        {...requiredText('description', description, setDescription)}
        placeholder={t('issue.descriptionPlaceholder')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={2000}
      />
      <Select
        label={t('issue.agent')}
        placeholder={agents.isPending ? t('issue.agentsLoading') : t('issue.noAgent')}
        description={t('issue.agentHint')}
        searchable
        clearable
        nothingFoundMessage={t('issue.noAgentFound')}
        disabled={!agents.data}
        value={agent}
        onChange={setAgent}
        data={(agents.data?.items ?? []).map((a) => ({
          value: a.Username,
          label: `${a['Full Name']} (${a.Username})`,
        }))}
      />
      {agents.isError ? (
        <Alert color="yellow" role="status" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t('messages.agentsNonBlocking')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('issue.contactName')}
          maxLength={200}
          autoComplete="off"
          value={contactName}
          onChange={(e) => setContactName(e.currentTarget.value)}
        />
        <TextInput
          label={t('issue.contactPhone')}
          placeholder="(XXX) XXX-XXXX"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={contactPhone}
          onChange={(e) => setContactPhone(formatPhone(e.currentTarget.value))}
        />
      </SimpleGrid>
      {create.isError ? <ErrorAlert>{toolMessage(create.error, 'createIssueFailed')}</ErrorAlert> : null}
      <StepActions>
        <Button variant="default" onClick={onBack} disabled={create.isPending}>
          {t('backToSearch')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('issue.create')}
        </Button>
      </StepActions>
    </WizardStep>
  );
}
