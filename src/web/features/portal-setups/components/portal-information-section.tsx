/**
 * Portal Information (spec §2.5, §2.7, §5): the title (required), the rates year (this year to 5 years
 * on; an edit may keep the year the setup already had), the ZIP codes that send a registering
 * customer to this portal (added trimmed, 5 digits, once each; removable), and the default flag.
 */
import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Pill, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CLAIM_WAITING_DAYS_RANGE,
  ENTERPRISE_PORTAL_TYPE,
  ratesYearRange,
} from '../../../../domain/portal-setup';
import { addZipCode } from '../../../../domain/portal-setup-admin';
import type { SetupForm } from './setup-form';

export function PortalInformationSection({
  form,
  storedRatesYear,
  claimWaitingDefault,
}: {
  form: SetupForm;
  storedRatesYear?: number;
  /** The server's waiting period for a portal that sets none (edit only: the record tells it). */
  claimWaitingDefault?: number;
}) {
  const { t } = useTranslation('portal-setups');
  const range = ratesYearRange();
  const min = storedRatesYear !== undefined ? Math.min(range.min, storedRatesYear) : range.min;
  const { values } = form;
  const enterprise = values.portalType === ENTERPRISE_PORTAL_TYPE;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={500} fz="sm">
          {t('fields.portalType')}:
        </Text>
        <Badge variant="light" color={enterprise ? 'grape' : 'teal'}>
          {t(`types.${values.portalType}`)}
        </Badge>
      </Group>
      <TextInput
        label={t('fields.portalTitle')}
        placeholder={t('fields.portalTitlePlaceholder')}
        withAsterisk
        {...form.getInputProps('portalTitle')}
      />
      <NumberInput
        label={t('fields.currentRatesYear')}
        description={t('fields.currentRatesYearHelp', { min: range.min, max: range.max })}
        min={min}
        max={range.max}
        step={1}
        allowDecimal={false}
        thousandSeparator={false}
        {...form.getInputProps('currentRatesYear')}
      />
      <ZipCodeList form={form} />
      <ClaimWaitingDaysInput form={form} defaultDays={claimWaitingDefault} />
      <Switch
        label={t('fields.isDefault')}
        description={t('fields.isDefaultHelp')}
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
    </Stack>
  );
}

/**
 * The days an unopposed address claim with strong proof waits at this portal (decision 006). Empty:
 * the server's default, which the edit page names.
 */
function ClaimWaitingDaysInput({ form, defaultDays }: { form: SetupForm; defaultDays?: number }) {
  const { t } = useTranslation('portal-setups');
  const { value, onChange: _onChange, ...props } = form.getInputProps('claimWaitingDays');
  const help = t('fields.claimWaitingDaysHelp', CLAIM_WAITING_DAYS_RANGE);
  const empty =
    defaultDays === undefined
      ? t('fields.claimWaitingDaysEmpty')
      : t('fields.claimWaitingDaysDefault', { count: defaultDays });
  return (
    <NumberInput
      label={t('fields.claimWaitingDays')}
      description={`${help} ${empty}`}
      placeholder={defaultDays === undefined ? undefined : String(defaultDays)}
      min={CLAIM_WAITING_DAYS_RANGE.min}
      max={CLAIM_WAITING_DAYS_RANGE.max}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      thousandSeparator={false}
      {...props}
      value={(value as number | null) ?? ''}
      onChange={(next) => {
        form.setFieldValue(
          'claimWaitingDays',
          next === '' ? null : typeof next === 'number' ? next : Number(next),
        );
        form.clearFieldError('claimWaitingDays');
      }}
    />
  );
}

function ZipCodeList({ form }: { form: SetupForm }) {
  const { t } = useTranslation('portal-setups');
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const zips = form.values.searchZipCodes;
  const listError = Object.entries(form.errors).find(([path]) => path.startsWith('searchZipCodes'))?.[1];

  function add() {
    const result = addZipCode(zips, input);
    if (!result.ok) {
      setProblem(t(`zip.${result.reason}`));
      return;
    }
    form.setFieldValue('searchZipCodes', result.list);
    form.clearFieldError('searchZipCodes');
    setInput('');
    setProblem(null);
  }

  function remove(zip: string) {
    form.setFieldValue(
      'searchZipCodes',
      zips.filter((z) => z !== zip),
    );
    for (const path of Object.keys(form.errors))
      if (path.startsWith('searchZipCodes')) form.clearFieldError(path);
  }

  return (
    <Stack gap="xs">
      <div>
        <Text component="label" htmlFor="setup-zip-input" fz="sm" fw={500}>
          {t('fields.searchZipCodes')}
        </Text>
        <Text fz="xs" c="dimmed" id="setup-zip-help">
          {t('fields.searchZipCodesHelp')}
        </Text>
      </div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          id="setup-zip-input"
          aria-describedby="setup-zip-help"
          placeholder={t('zip.placeholder')}
          inputMode="numeric"
          maxLength={5}
          value={input}
          error={problem ?? listError}
          style={{ flex: 1 }}
          onChange={(event) => {
            setInput(event.currentTarget.value.replace(/[^\d\s]/g, ''));
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add}>
          {t('zip.add')}
        </Button>
      </Group>
      {zips.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('zip.none')}
        </Text>
      ) : (
        <Group gap={6} aria-label={t('fields.searchZipCodes')} role="list">
          {zips.map((zip) => (
            <Pill
              key={zip}
              size="md"
              withRemoveButton
              role="listitem"
              removeButtonProps={{ 'aria-label': t('zip.remove', { zip }) }}
              onRemove={() => remove(zip)}
            >
              {zip}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
