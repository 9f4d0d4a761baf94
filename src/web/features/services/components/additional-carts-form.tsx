/**
 * Additional Carts (spec 02 §4.2, §5): choose a size and a quantity and update (0 removes that size's
 * carts); each requested size can also be removed. Update stays disabled without a size and quantity.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE } from '../../../../domain/services/service-changes';
import { ZAdditionalCartsRequest } from '../../../../domain/services/service-requests';
import type { TServiceCard } from '../../../../domain/services/services-api';
import { isApiError } from '../../../lib/api-client';
import { useRemoveAdditionalCart, useSetAdditionalCarts } from '../api/change-service';
import { useMessageText } from '../messages';
import { SELECT_COMBOBOX_PROPS } from './dropdown-props';
import { FailureAlert, SuccessAlert } from './form-alerts';
import { fieldErrors, serverFieldErrors, type FieldErrors } from './form-errors';
import { useRateText } from './format';
import { useFailureText } from './use-failure-text';

export function AdditionalCartsForm({ card, showRates }: { card: TServiceCard; showRates: boolean }) {
  const { t } = useTranslation('services');
  const message = useMessageText();
  const failureText = useFailureText();
  const rateText = useRateText();
  const update = useSetAdditionalCarts(card.serviceType);
  const remove = useRemoveAdditionalCart(card.serviceType);
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<string | number>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending;

  if (!card.additionalCartsAllowed) {
    return <Text size="sm">{message(ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE)}</Text>;
  }

  const options = card.additionalCartSizes.map((o) => ({
    value: String(o.size),
    label: showRates
      ? t('forms.additionalCarts.sizeOption', {
          size: o.size,
          rate: rateText(o.additionalCartRate, o.billingFrequency),
        })
      : t('conflict.gallons', { size: o.size }),
  }));
  const requested = card.additionalCarts.carts;

  function reset() {
    setFailure(null);
    setSuccess(null);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    reset();
    const found = fieldErrors(ZAdditionalCartsRequest, { size, quantity });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const vars = { size: Number(size), quantity: Number(quantity) };
    update.mutate(vars, {
      onSuccess: () => {
        setSuccess(
          vars.quantity === 0
            ? t('forms.additionalCarts.removed', { size: vars.size })
            : t('forms.additionalCarts.success', { count: vars.quantity, size: vars.size }),
        );
        setSize(null);
        setQuantity('');
      },
      onError: (e) => {
        setErrors(isApiError(e) ? serverFieldErrors(e.details) : {});
        setFailure(
          failureText(
            e,
            isApiError(e) && e.status >= 500 ? 'failures.cartUpdate' : 'failures.additionalCarts',
          ),
        );
      },
    });
  }

  function removeSize(cartSize: number) {
    reset();
    remove.mutate(cartSize, {
      onSuccess: () => setSuccess(t('forms.additionalCarts.removed', { size: cartSize })),
      onError: (e) => setFailure(failureText(e, 'failures.cartRemoval')),
    });
  }

  return (
    <Stack gap="sm">
      {success ? <SuccessAlert message={success} /> : null}
      <FailureAlert message={failure} />
      {requested.length > 0 ? (
        <Stack gap={6}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t('forms.additionalCarts.requested')}
          </Text>
          {requested.map((cart) => (
            <Paper key={cart.size} withBorder radius="md" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{t('card.carts', { count: cart.quantity, size: cart.size })}</Text>
                <Tooltip label={t('forms.additionalCarts.remove', { size: cart.size })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('forms.additionalCarts.remove', { size: cart.size })}
                    onClick={() => removeSize(cart.size)}
                    loading={remove.isPending && remove.variables === cart.size}
                    disabled={busy}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={t('forms.additionalCarts.size')}
              placeholder={t('forms.changeService.placeholder')}
              data={options}
              value={size}
              onChange={(value) => {
                setSize(value);
                setErrors((e) => ({ ...e, size: '' }));
                const existing = requested.find((c) => String(c.size) === value);
                if (existing && quantity === '') setQuantity(existing.quantity);
              }}
              error={errors.size ? message(errors.size) : null}
              allowDeselect={false}
              disabled={busy}
              miw={180}
              comboboxProps={SELECT_COMBOBOX_PROPS}
            />
            <NumberInput
              label={t('forms.additionalCarts.quantity')}
              placeholder="0"
              min={0}
              max={20}
              allowDecimal={false}
              allowNegative={false}
              value={quantity}
              onChange={(value) => {
                setQuantity(value);
                setErrors((e) => ({ ...e, quantity: '' }));
              }}
              error={errors.quantity ? message(errors.quantity) : null}
              disabled={busy}
              miw={120}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('forms.additionalCarts.hint')}
          </Text>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={update.isPending}
              disabled={size === null || quantity === '' || remove.isPending}
            >
              {t('forms.additionalCarts.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
