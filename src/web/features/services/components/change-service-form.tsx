/**
 * Change Service (spec 02 §4.2, §5): choose one of the offered sizes (every size but the current one,
 * ascending) and submit; success updates the requested service on the card.
 */
import { useState } from 'react';
import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZChangeServiceRequest } from '../../../../domain/services/service-requests';
import type { TServiceCard } from '../../../../domain/services/services-api';
import { useChangeServiceSize } from '../api/change-service';
import { useMessageText } from '../messages';
import { SELECT_COMBOBOX_PROPS } from './dropdown-props';
import { FailureAlert, SuccessAlert } from './form-alerts';
import { fieldErrors, serverFieldErrors } from './form-errors';
import { useRateText } from './format';
import { useFailureText } from './use-failure-text';
import { isApiError } from '../../../lib/api-client';
import { SubmitRow } from '../../../components/widgets/submit-row';

export function ChangeServiceForm({ card, showRates }: { card: TServiceCard; showRates: boolean }) {
  const { t } = useTranslation('services');
  const message = useMessageText();
  const failureText = useFailureText();
  const rateText = useRateText();
  const mutation = useChangeServiceSize(card.serviceType);
  const [size, setSize] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const options = card.changeSizes.map((o) => ({
    value: String(o.size),
    label: showRates
      ? t('forms.sizeWithRate', { size: o.size, rate: rateText(o.rate, o.billingFrequency) })
      : t('conflict.gallons', { size: o.size }),
  }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const errors = fieldErrors(ZChangeServiceRequest, { size });
    if (errors.size) return setError(message(errors.size));
    const chosen = Number(size);
    mutation.mutate(chosen, {
      onSuccess: (result) => {
        setSize(null);
        setSuccess(t('forms.changeService.success', { size: chosen, reference: result.reference }));
      },
      onError: (e) => {
        const fields = isApiError(e) ? serverFieldErrors(e.details) : {};
        if (fields.size) setError(message(fields.size));
        setFailure(failureText(e, 'failures.changeService'));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {success ? <SuccessAlert message={success} /> : null}
        <FailureAlert message={failure} />
        <Select
          label={t('forms.changeService.size')}
          placeholder={t('forms.changeService.placeholder')}
          data={options}
          value={size}
          onChange={(value) => {
            setSize(value);
            setError(null);
          }}
          error={error}
          allowDeselect={false}
          disabled={mutation.isPending}
          comboboxProps={SELECT_COMBOBOX_PROPS}
        />
        <SubmitRow label={t('forms.changeService.submit')} loading={mutation.isPending} />
      </Stack>
    </form>
  );
}
