/**
 * A section's heading with its icon before it (the admin center's desk counts, a service request's
 * confirmation mail): the id names the section (aria-labelledby).
 */
import type { ReactNode } from 'react';
import { Group, Title, type TitleOrder } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export function IconHeading({
  icon: HeadingIcon,
  iconSize,
  order,
  fz,
  id,
  children,
}: {
  icon: Icon;
  iconSize: number;
  order: TitleOrder;
  fz: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Group gap="xs">
      <HeadingIcon size={iconSize} aria-hidden="true" />
      <Title order={order} fz={fz} id={id}>
        {children}
      </Title>
    </Group>
  );
}
