/** The carts of a pickup day as small coloured badges (trash, recycling, yard waste). */
import { Badge, Group } from '@mantine/core';
import type { ServiceType } from '../../../../domain/services/service-changes';
import { CART_COLORS, usePickupText } from './format';

export function CartBadges({
  carts,
  size = 'md',
}: {
  carts: readonly ServiceType[];
  size?: 'xs' | 'sm' | 'md';
}) {
  const { cartName } = usePickupText();
  return (
    <Group gap={4} wrap="wrap">
      {carts.map((cart) => (
        <Badge key={cart} size={size} variant="light" color={CART_COLORS[cart]} radius="sm">
          {cartName(cart)}
        </Badge>
      ))}
    </Group>
  );
}
