/**
 * Step 1, Service Address: ZIP search, a street filter (the list shows only once something is typed),
 * the selected-address card with Change Selection, and the residence details (a multi-family home
 * needs a numeric apartment unit). Choosing an address resets them to single family, owner, no HOA.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Paper,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconHome, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_MESSAGES } from '../../../../domain/registration/messages';
import {
  ZResidence,
  ZZip,
  filterAddresses,
  type TAddressOption,
} from '../../../../domain/registration/schemas';
import { useAddressSearch } from '../api/search-addresses';
import { DEFAULT_RESIDENCE, type AddressChoice } from '../wizard-types';
import classes from './registration.module.css';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { WizardStep } from '../../../components/widgets/wizard-step';

interface Props {
  initial: AddressChoice | null;
  busy: boolean;
  error: string | null;
  onNext: (choice: AddressChoice) => void;
  /** The step's heading; the registration's ("Find your service address") by default. */
  heading?: string;
}

export function formatAddressLine(
  address: Pick<TAddressOption, 'CM04_CITY' | 'CM04_STAT' | 'CM04_PZIP'>,
): string {
  return `${address.CM04_CITY}, ${address.CM04_STAT} ${address.CM04_PZIP}`;
}

export function ServiceAddressStep({ initial, busy, error, onNext, heading }: Props) {
  const { t } = useTranslation('registration');
  const [zipInput, setZipInput] = useState(initial?.address.CM04_PZIP ?? '');
  const [zip, setZip] = useState<string | null>(initial?.address.CM04_PZIP ?? null);
  const [zipError, setZipError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<TAddressOption | null>(initial?.address ?? null);
  const [residence, setResidence] = useState(initial?.residence ?? DEFAULT_RESIDENCE);
  const [showErrors, setShowErrors] = useState(false);
  const search = useAddressSearch(selected ? null : zip);

  const submitZip = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZZip.safeParse(zipInput);
    if (!parsed.success) {
      setZipError(t('address.zipInvalid'));
      return;
    }
    setZipError(null);
    setFilter('');
    setZip(parsed.data);
  };

  const choose = (address: TAddressOption) => {
    setSelected(address);
    setResidence(DEFAULT_RESIDENCE);
    setShowErrors(false);
  };

  const residenceCheck = ZResidence.safeParse(residence);
  const aptIssue = residenceCheck.success
    ? undefined
    : residenceCheck.error.issues.find((i) => i.path[0] === 'aptUnit');
  const aptError =
    aptIssue?.message === REGISTRATION_MESSAGES.aptUnitRequired
      ? t('address.aptUnitRequired')
      : aptIssue
        ? t('address.aptUnitNumeric')
        : null;

  const next = () => {
    setShowErrors(true);
    if (!selected || !residenceCheck.success) return;
    onNext({ address: selected, residence });
  };

  const items = search.data?.items ?? [];
  const matches = filterAddresses(items, filter);

  return (
    <WizardStep heading={heading ?? t('address.heading')}>
      {!selected && (
        <>
          <form onSubmit={submitZip} noValidate>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                label={t('address.zipLabel')}
                placeholder={t('address.zipPlaceholder')}
                value={zipInput}
                onChange={(e) => setZipInput(e.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                required
                error={zipError}
                style={{ flex: 1, maxWidth: 260 }}
              />
              <Button
                type="submit"
                mt={25}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                loading={search.isFetching}
              >
                {t('address.search')}
              </Button>
            </Group>
          </form>

          {search.isError && <ErrorAlert>{t('address.fetchFailed')}</ErrorAlert>}
          {search.isSuccess && items.length === 0 && (
            <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="status">
              {t('address.noAddresses')}
            </Alert>
          )}
          {search.isSuccess && items.length > 0 && (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" role="status">
                {t('address.found', { count: items.length, zip })}
              </Text>
              <TextInput
                label={t('address.filterLabel')}
                placeholder={t('address.filterPlaceholder')}
                value={filter}
                onChange={(e) => setFilter(e.currentTarget.value)}
                leftSection={<IconMapPin size={16} aria-hidden="true" />}
                autoComplete="off"
                data-autofocus
              />
              {filter.trim() !== '' &&
                (matches.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('address.noMatch')}
                  </Text>
                ) : (
                  <Paper withBorder radius="md">
                    <ScrollArea.Autosize mah={300} type="auto">
                      <Stack gap={0} role="list" aria-label={t('address.listLabel')}>
                        {matches.map((address) => (
                          <UnstyledButton
                            key={address.addressId}
                            className={classes.addressOption}
                            onClick={() => choose(address)}
                            role="listitem"
                          >
                            <Text fw={600} size="sm">
                              <bdi>{address.CM04_ADD2}</bdi>
                            </Text>
                            <Text size="xs" c="dimmed">
                              <bdi>{formatAddressLine(address)}</bdi>
                            </Text>
                          </UnstyledButton>
                        ))}
                      </Stack>
                    </ScrollArea.Autosize>
                  </Paper>
                ))}
            </Stack>
          )}
          {search.isFetching && !search.data && <Loader size="sm" aria-label={t('address.search')} />}
          {showErrors && (
            <Text c="red" size="sm" role="alert">
              {t('address.required')}
            </Text>
          )}
        </>
      )}

      {selected && (
        <>
          <Card withBorder radius="md" padding="md" className={classes.selectedCard}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                  <IconHome size={20} />
                </ThemeIcon>
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {t('address.selected')}
                  </Text>
                  <Text fw={700}>
                    <bdi>{selected.CM04_ADD2}</bdi>
                  </Text>
                  <Text size="sm">
                    <bdi>{formatAddressLine(selected)}</bdi>
                  </Text>
                </div>
              </Group>
              <Anchor component="button" type="button" size="sm" onClick={() => setSelected(null)}>
                {t('address.change')}
              </Anchor>
            </Group>
          </Card>

          <Radio.Group
            label={t('address.residenceType')}
            value={residence.residenceType}
            onChange={(value) =>
              setResidence((r) => ({
                ...r,
                residenceType: value as typeof r.residenceType,
                aptUnit: value === 'multiFamily' ? r.aptUnit : '',
              }))
            }
          >
            <Stack gap="xs" mt="xs">
              <Radio value="singleFamily" label={t('address.singleFamily')} />
              <Radio value="multiFamily" label={t('address.multiFamily')} />
            </Stack>
          </Radio.Group>
          {residence.residenceType === 'multiFamily' && (
            <TextInput
              label={t('address.aptUnit')}
              placeholder={t('address.aptUnitPlaceholder')}
              value={residence.aptUnit}
              onChange={(e) => {
                const aptUnit = e.currentTarget.value;
                setResidence((r) => ({ ...r, aptUnit }));
              }}
              inputMode="numeric"
              required
              maw={220}
              error={showErrors || residence.aptUnit !== '' ? aptError : null}
            />
          )}
          <Radio.Group
            label={t('address.ownerOrRenter')}
            value={residence.ownerOrRenter}
            onChange={(value) =>
              setResidence((r) => ({ ...r, ownerOrRenter: value as typeof r.ownerOrRenter }))
            }
          >
            <Group gap="lg" mt="xs">
              <Radio value="owner" label={t('address.owner')} />
              <Radio value="renter" label={t('address.renter')} />
            </Group>
          </Radio.Group>
          <Checkbox
            label={t('address.hoa')}
            checked={residence.hoa}
            onChange={(e) => {
              const hoa = e.currentTarget.checked;
              setResidence((r) => ({ ...r, hoa }));
            }}
          />
        </>
      )}

      {error && <ErrorAlert>{error}</ErrorAlert>}

      <Group justify="flex-end">
        <Button onClick={next} loading={busy}>
          {t('nav.next')}
        </Button>
      </Group>
    </WizardStep>
  );
}
