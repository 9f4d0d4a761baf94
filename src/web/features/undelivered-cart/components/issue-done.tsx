/**
 * Done (spec 03 §4): the complaint's reference in the tickets desk (REQ-…) and the back office's
 * issue number, or, when the back office has not taken it yet, that it is kept and filed later.
 */
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TIssueSite, TUndeliveredCartIssueResult } from '../../../../domain/address-tools/address-tools';
import { paths } from '../../../../domain/paths';
import { SiteCard } from './issue-step';
import { toolMessageKey } from './use-tool-message';
import { StepActions } from './step-actions';
import { WizardStep } from '../../../components/widgets/wizard-step';

interface Props {
  site: TIssueSite;
  result: TUndeliveredCartIssueResult;
  onAnother: () => void;
  onClose: () => void;
}

export function IssueDone({ site, result, onAnother, onClose }: Props) {
  const { t } = useTranslation('undelivered-cart');
  const filed = result.status === 'filed';
  const problemKey = result.problem ? toolMessageKey(result.problem) : null;
  return (
    <WizardStep heading={t('done.heading')} level={3} gap="md">
      <Alert
        color={filed ? 'green' : 'yellow'}
        role="status"
        icon={
          filed ? (
            <IconCircleCheck size={18} aria-hidden="true" />
          ) : (
            <IconClockHour4 size={18} aria-hidden="true" />
          )
        }
        title={filed ? undefined : t('done.queuedTitle')}
      >
        <Text fz="sm" fw={filed ? 600 : undefined}>
          {t(filed ? 'messages.issueFiled' : 'messages.issueQueued')}
        </Text>
        {result.problem ? (
          <Text fz="sm" mt={4}>
            {t('done.problem', { problem: problemKey ? t(`messages.${problemKey}`) : result.problem })}
          </Text>
        ) : null}
      </Alert>
      <SiteCard site={site} />
      <Stack gap={4}>
        <Group gap="xs">
          <Text fz="sm" c="dimmed">
            {t('done.reference')}
          </Text>
          <Text fw={700} data-testid="issue-reference">
            {result.reference}
          </Text>
        </Group>
        <Group gap="xs">
          <Text fz="sm" c="dimmed">
            {t('done.issueNumber')}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {result.issueId ? `#${result.issueId}` : t('done.issuePending')}
          </Text>
        </Group>
        <Anchor component={Link} to={paths.admin.serviceRequest(result.id)} fz="sm">
          {t('done.openInDesk')}
        </Anchor>
      </Stack>
      <StepActions>
        <Button variant="default" onClick={onAnother}>
          {t('done.another')}
        </Button>
        <Button onClick={onClose}>{t('done.close')}</Button>
      </StepActions>
    </WizardStep>
  );
}
