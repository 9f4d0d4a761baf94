/**
 * Address verification (spec 03 §4, §5): either the back office's addresses in a ZIP code (5 digits,
 * "No addresses found for this ZIP code.", a street filter over the list, "Please select an address
 * first."), or a street address checked for existence (street, city and state case-insensitive, the
 * ZIP exactly). Found: the issue can be filed for that site. Not found: the customer info and the new
 * address follow; an address staff already added is named instead (it waits for the back office).
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
  type GridColProps,
} from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ZStreetAddress,
  type TAddressCheckResult,
  type TIssueSite,
  type TStreetAddressInput,
} from '../../../../domain/address-tools/address-tools';
import type { TAddressLookupResult } from '../../../../domain/back-office';
import { paths } from '../../../../domain/paths';
import { useCheckAddress } from '../api/check-address';
import { useLookupZip } from '../api/lookup-zip';
import { useToolMessage } from './use-tool-message';
import classes from './undelivered-cart.module.css';
import { formatDateTime } from '../../../i18n/format';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { WizardStep } from '../../../components/widgets/wizard-step';

/** How many of a ZIP code's addresses the list shows before asking for a street to narrow it. */
export const ZIP_LIST_LIMIT = 50;

export const EMPTY_STREET_ADDRESS: TStreetAddressInput = { street: '', city: '', state: '', zip: '' };

export function siteOf(a: TAddressLookupResult): TIssueSite {
  return {
    CM04_ADD2: a.CM04_ADD2,
    CM04_CITY: a.CM04_CITY,
    CM04_STAT: a.CM04_STAT,
    CM04_PZIP: a.CM04_PZIP,
    CM04_CUST: a.CM04_CUST,
    CM04_SITE: a.CM04_SITE,
    SOURCE: a.SOURCE,
  };
}

const siteKey = (a: TIssueSite) => `${a.SOURCE}|${a.CM04_CUST}|${a.CM04_SITE}`;

/** "12 ELM ST, LAKE BLUFF, IL 60044" */
export const siteText = (a: Pick<TIssueSite, 'CM04_ADD2' | 'CM04_CITY' | 'CM04_STAT' | 'CM04_PZIP'>) =>
  `${a.CM04_ADD2}, ${a.CM04_CITY}, ${a.CM04_STAT} ${a.CM04_PZIP}`;

interface Props {
  /** The street address typed last (kept when staff come back to the search). */
  typed: TStreetAddressInput;
  onTypedChange: (address: TStreetAddressInput) => void;
  onFound: (site: TIssueSite) => void;
  onNotFound: (address: TStreetAddressInput) => void;
}

export function VerificationStep({ typed, onTypedChange, onFound, onNotFound }: Props) {
  const { t } = useTranslation('undelivered-cart');
  return (
    <WizardStep heading={t('verify.heading')} level={3} gap="md">
      <Text fz="sm" c="dimmed">
        {t('verify.intro')}
      </Text>
      <Tabs defaultValue="zip" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="zip">{t('verify.byZip')}</Tabs.Tab>
          <Tabs.Tab value="street">{t('verify.byStreet')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="zip" pt="md">
          <ZipLookup onFound={onFound} />
        </Tabs.Panel>
        <Tabs.Panel value="street" pt="md">
          <ExistenceCheck
            typed={typed}
            onTypedChange={onTypedChange}
            onFound={onFound}
            onNotFound={onNotFound}
          />
        </Tabs.Panel>
      </Tabs>
    </WizardStep>
  );
}

export function ZipLookup({ onFound }: { onFound: (site: TIssueSite) => void }) {
  const { t } = useTranslation('undelivered-cart');
  const toolMessage = useToolMessage();
  const lookup = useLookupZip();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [street, setStreet] = useState('');
  const [selected, setSelected] = useState<TIssueSite | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);

  const items = lookup.data?.items;
  const matching = useMemo(() => {
    const needle = street.trim().toUpperCase();
    return (items ?? []).filter((a) => a.CM04_ADD2.toUpperCase().includes(needle)).map(siteOf);
  }, [items, street]);
  const shown = matching.slice(0, ZIP_LIST_LIMIT);

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{5}$/.test(zip)) {
      setZipError(t('messages.invalidZip'));
      return;
    }
    setZipError(null);
    setSelected(null);
    setSelectError(null);
    lookup.mutate(zip);
  };

  const proceed = () => {
    if (!selected) {
      setSelectError(t('messages.selectAddressFirst'));
      return;
    }
    onFound(selected);
  };

  return (
    <Stack gap="sm">
      <form onSubmit={search} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('verify.zip')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={zip}
            error={zipError}
            onChange={(e) => {
              setZip(e.currentTarget.value.replace(/\D/g, '').slice(0, 5));
              setZipError(null);
            }}
          />
          <Button
            type="submit"
            mt={25}
            loading={lookup.isPending}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
          >
            {t('verify.search')}
          </Button>
        </Group>
      </form>
      {lookup.isError ? <ErrorAlert>{toolMessage(lookup.error, 'verifyFailed')}</ErrorAlert> : null}
      {items && items.length === 0 ? (
        <Alert color="yellow" role="status">
          {t('messages.noAddressesForZip')}
        </Alert>
      ) : null}
      {items && items.length > 0 ? (
        <Stack gap="xs">
          <TextInput
            label={t('verify.filterStreet')}
            placeholder={t('verify.filterStreetPlaceholder')}
            type="search"
            value={street}
            onChange={(e) => setStreet(e.currentTarget.value)}
          />
          <Text fz="xs" c="dimmed" aria-live="polite">
            {matching.length > shown.length
              ? t('verify.listCapped', { shown: shown.length, count: matching.length })
              : t('verify.listCount', { count: matching.length })}
          </Text>
          <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
            <Stack gap={4} role="list" aria-label={t('verify.listLabel')}>
              {shown.map((site) => {
                const active = selected !== null && siteKey(selected) === siteKey(site);
                return (
                  <div key={siteKey(site)} role="listitem">
                    <UnstyledButton
                      className={classes.option}
                      data-active={active || undefined}
                      aria-pressed={active}
                      onClick={() => {
                        setSelected(site);
                        setSelectError(null);
                      }}
                    >
                      <Group gap="xs" wrap="nowrap" justify="space-between">
                        <Text fz="sm" fw={active ? 600 : 400}>
                          {siteText(site)}
                        </Text>
                        {active ? <IconCheck size={16} aria-hidden="true" /> : null}
                      </Group>
                    </UnstyledButton>
                  </div>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          {selectError ? (
            <Text fz="sm" c="red" role="alert">
              {selectError}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={proceed}>{t('verify.useSelected')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

type FieldErrors = Partial<Record<keyof TStreetAddressInput, string>>;

/** Field errors of a typed street address, in the page's language. */
export function useStreetAddressErrors() {
  const { t } = useTranslation('undelivered-cart');
  return (address: TStreetAddressInput): FieldErrors => {
    const parsed = ZStreetAddress.safeParse(address);
    if (parsed.success) return {};
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof TStreetAddressInput;
      if (errors[field]) continue;
      errors[field] =
        field === 'zip'
          ? t('messages.invalidZip')
          : field === 'state'
            ? t('address.stateInvalid')
            : t(`address.${field}Required`);
    }
    return errors;
  };
}

/** The street address's fields in their grid, and what each keeps of what is typed. */
const STREET_ADDRESS_FIELDS: readonly {
  key: keyof TStreetAddressInput;
  span: GridColProps['span'];
  numeric?: boolean;
  maxLength: number;
  clean: (typed: string) => string;
}[] = [
  { key: 'street', span: 12, maxLength: 200, clean: (typed) => typed },
  { key: 'city', span: { base: 12, sm: 6 }, maxLength: 100, clean: (typed) => typed },
  { key: 'state', span: { base: 5, sm: 2 }, maxLength: 2, clean: (typed) => typed.toUpperCase() },
  {
    key: 'zip',
    span: { base: 7, sm: 4 },
    numeric: true,
    maxLength: 5,
    clean: (typed) => typed.replace(/\D/g, '').slice(0, 5),
  },
];

export function StreetAddressFields({
  value,
  onChange,
  errors,
  readOnly = false,
}: {
  value: TStreetAddressInput;
  onChange: (address: TStreetAddressInput) => void;
  errors: FieldErrors;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('undelivered-cart');
  return (
    <Grid gutter="sm">
      {STREET_ADDRESS_FIELDS.map(({ key, span, numeric, maxLength, clean }) => (
        <Grid.Col key={key} span={span}>
          <TextInput
            label={t(`address.${key}`)}
            inputMode={numeric ? 'numeric' : undefined}
            maxLength={maxLength}
            value={value[key]}
            error={errors[key]}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            required
            autoComplete="off"
            onChange={(e) => onChange({ ...value, [key]: clean(e.currentTarget.value) })}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}

export function ExistenceCheck({ typed, onTypedChange, onFound, onNotFound }: Omit<Props, never>) {
  const { t } = useTranslation('undelivered-cart');
  const toolMessage = useToolMessage();
  const check = useCheckAddress();
  const errorsOf = useStreetAddressErrors();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alreadyAdded, setAlreadyAdded] = useState<TAddressCheckResult['addedAddress']>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = errorsOf(typed);
    setErrors(found);
    setAlreadyAdded(null);
    if (Object.keys(found).length > 0) return;
    check.mutate(typed, {
      onSuccess: (result) => {
        if (result.exists && result.address) onFound(siteOf(result.address));
        else if (result.addedAddress) setAlreadyAdded(result.addedAddress);
        else onNotFound(typed);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <StreetAddressFields
          value={typed}
          errors={errors}
          onChange={(next) => {
            onTypedChange(next);
            setErrors({});
            setAlreadyAdded(null);
          }}
        />
        {check.isError ? <ErrorAlert>{toolMessage(check.error, 'verifyFailed')}</ErrorAlert> : null}
        {alreadyAdded ? (
          <Alert color="yellow" role="status" title={t('verify.alreadyAddedTitle')}>
            <Stack gap={4}>
              <Text fz="sm">
                {t('verify.alreadyAdded', {
                  date: formatDateTime(alreadyAdded.createdAt),
                })}
              </Text>
              <Anchor component={Link} to={paths.admin.addedAddresses} fz="sm">
                {t('addressManagement')}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={check.isPending}>
            {t('verify.check')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
