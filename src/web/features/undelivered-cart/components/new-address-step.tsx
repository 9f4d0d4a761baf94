/**
 * The new address (spec 03 §4, §5): an address search with suggestions in the portal's ZIP codes
 * (from 3 typed characters, 300 ms after the last key, at most 10). With Smarty the address must be a
 * chosen suggestion ("Please select a valid address from the suggestions.") and is saved as
 * Verified. The built-in suggestions are addresses already known, so a new one is typed into the
 * fields (Manual); choosing a suggestion fills them.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, Button, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  SUGGESTION_MIN_CHARS,
  type TAddressSuggestion,
  type TStreetAddressInput,
} from '../../../../domain/address-tools/address-tools';
import { useAddressSuggestions } from '../api/find-address-suggestions';
import { StreetAddressFields, useStreetAddressErrors } from './verification-step';
import { StepActions } from './step-actions';
import { useToolMessage } from './use-tool-message';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { WizardStep } from '../../../components/widgets/wizard-step';

export const SUGGESTION_DEBOUNCE_MS = 300;

export interface TNewAddress {
  address: TStreetAddressInput;
  /** The chosen suggestion when the suggestions are Smarty's (the address is then Verified). */
  smartyData: TAddressSuggestion | null;
}

interface Props {
  portalId: string;
  zipCodes: readonly string[];
  initial: TStreetAddressInput;
  saving: boolean;
  /** The server's refusal, as text. */
  error: string | null;
  onBack: () => void;
  onAdd: (value: TNewAddress) => void;
}

const fromSuggestion = (s: TAddressSuggestion): TStreetAddressInput => ({
  street: [s.street_line, s.secondary].filter((part) => part.trim() !== '').join(' '),
  city: s.city,
  state: s.state,
  zip: s.zipcode.slice(0, 5),
});

export function NewAddressStep({ portalId, zipCodes, initial, saving, error, onBack, onAdd }: Props) {
  const { t } = useTranslation('undelivered-cart');
  const toolMessage = useToolMessage();
  const errorsOf = useStreetAddressErrors();
  const [search, setSearch] = useState(initial.street);
  const [debounced] = useDebouncedValue(search, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(portalId, debounced);
  const [address, setAddress] = useState<TStreetAddressInput>(initial);
  const [chosen, setChosen] = useState<TAddressSuggestion | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({});
  const [mustChoose, setMustChoose] = useState(false);

  const source = suggestions.data?.source ?? null;
  const smarty = source === 'smarty';
  const items = suggestions.data?.items ?? [];
  const texts = [...new Set(items.map((s) => s.text))];
  const tooShort = search.trim().length > 0 && search.trim().length < SUGGESTION_MIN_CHARS;

  // with Smarty the fields show the chosen suggestion only
  useEffect(() => {
    if (smarty && !chosen) setAddress((a) => ({ ...a, street: '', city: '', state: '', zip: '' }));
  }, [smarty, chosen]);

  const choose = (text: string) => {
    const suggestion = items.find((s) => s.text === text);
    if (!suggestion) return;
    setChosen(suggestion);
    setAddress(fromSuggestion(suggestion));
    setErrors({});
    setMustChoose(false);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (smarty && !chosen) {
      setMustChoose(true);
      return;
    }
    const found = errorsOf(address);
    if (!found.zip && zipCodes.length > 0 && !zipCodes.includes(address.zip.trim()))
      found.zip = t('messages.zipNotInPortal');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onAdd({ address, smartyData: smarty ? chosen : null });
  };

  return (
    <WizardStep heading={t('address.heading')} level={3} gap="md" onSubmit={submit}>
      <Autocomplete
        label={t('address.search')}
        placeholder={t('address.searchPlaceholder')}
        description={t('address.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          suggestions.isFetching ? <Loader size="xs" aria-label={t('address.searching')} /> : null
        }
        value={search}
        data={texts}
        filter={({ options }) => options}
        limit={10}
        autoComplete="off"
        error={
          mustChoose ? t('messages.selectSuggestion') : tooShort ? t('messages.searchTooShort') : undefined
        }
        onChange={(value) => {
          setSearch(value);
          setMustChoose(false);
          if (chosen && value !== chosen.text) setChosen(null);
        }}
        onOptionSubmit={choose}
      />
      {suggestions.isError ? (
        <ErrorAlert>{toolMessage(suggestions.error, 'suggestionsFailed')}</ErrorAlert>
      ) : null}
      {suggestions.isSuccess && !suggestions.isFetching && items.length === 0 && !tooShort ? (
        <Text fz="sm" c="dimmed">
          {t('address.noSuggestions')}
        </Text>
      ) : null}
      <Text fz="sm" c="dimmed">
        {smarty ? t('address.smartyHint') : t('address.manualHint')}
      </Text>
      <StreetAddressFields
        value={address}
        errors={errors}
        readOnly={smarty}
        onChange={(next) => {
          setAddress(next);
          setErrors({});
          setChosen(null);
        }}
      />
      {zipCodes.length > 0 ? (
        <Text fz="xs" c="dimmed">
          {t('address.portalZips', { zips: zipCodes.join(', ') })}
        </Text>
      ) : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <StepActions>
        <Button variant="default" onClick={onBack} disabled={saving}>
          {t('back')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('address.add')}
        </Button>
      </StepActions>
    </WizardStep>
  );
}
