/**
 * The selected customers as badges (spec 03 §9: at most 3 badges, then a count): the first three, each
 * removable unless read-only, then "+N more".
 */
import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { customerLabel, customerRowKey, type TSelectedCustomer } from './selected-customers';

export const MAX_BADGES = 3;

interface Props {
  selected: readonly TSelectedCustomer[];
  /** Without it the badges cannot be removed (the review). */
  onRemove?: (customer: TSelectedCustomer) => void;
}

export function SelectedCustomerBadges({ selected, onRemove }: Props) {
  const { t } = useTranslation('setup-customer-profile');
  if (selected.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('customers.noneSelected')}
      </Text>
    );
  }
  const shown = selected.slice(0, MAX_BADGES);
  const more = selected.length - shown.length;
  return (
    <Group gap={6} role="list" aria-label={t('customers.selected', { count: selected.length })}>
      {shown.map((c) => {
        const label = customerLabel(c);
        return (
          <Badge
            key={customerRowKey(c)}
            role="listitem"
            variant="light"
            size="lg"
            radius="sm"
            tt="none"
            maw="100%"
            rightSection={
              onRemove ? (
                <CloseButton
                  size="xs"
                  variant="transparent"
                  onClick={() => onRemove(c)}
                  aria-label={t('customers.remove', { name: label })}
                />
              ) : undefined
            }
          >
            {label}
          </Badge>
        );
      })}
      {more > 0 && (
        <Badge role="listitem" variant="outline" size="lg" radius="sm" tt="none">
          {t('customers.more', { count: more })}
        </Badge>
      )}
    </Group>
  );
}
