/** Where an item goes, as a coloured icon and its name: the same look on every card. */
import { Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconDeviceTv,
  IconLeaf,
  IconRecycle,
  IconSofa,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WasteDestination } from '../../../domain/what-goes-where';

const LOOK: Record<WasteDestination, { icon: Icon; color: string }> = {
  trash: { icon: IconTrash, color: 'gray' },
  recycling: { icon: IconRecycle, color: 'blue' },
  'yard-waste': { icon: IconLeaf, color: 'green' },
  'bulk-pickup': { icon: IconSofa, color: 'orange' },
  'hazardous-waste': { icon: IconAlertTriangle, color: 'red' },
  electronics: { icon: IconDeviceTv, color: 'violet' },
  'drop-off': { icon: IconBuildingWarehouse, color: 'teal' },
  'store-take-back': { icon: IconBuildingStore, color: 'indigo' },
};

export function DestinationBadge({ destination }: { destination: WasteDestination }) {
  const { t } = useTranslation('what-goes-where');
  const { icon: DestinationIcon, color } = LOOK[destination];
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="xl" color={color} variant="light" aria-hidden="true">
        <DestinationIcon size={18} />
      </ThemeIcon>
      <Text fw={700} c={`${color}.9`}>
        {t(`destinations.${destination}`)}
      </Text>
    </Group>
  );
}
