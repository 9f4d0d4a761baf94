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

/**
 * The name is written in the colour's darkest shade, which reads at 4.5:1 or more on white and on the
 * editor's gray rows, except green's and orange's (about 4.3:1): those get a darker text of their own.
 */
const LOOK: Record<WasteDestination, { icon: Icon; color: string; text?: string }> = {
  trash: { icon: IconTrash, color: 'gray' },
  recycling: { icon: IconRecycle, color: 'blue' },
  'yard-waste': { icon: IconLeaf, color: 'green', text: '#237032' },
  'bulk-pickup': { icon: IconSofa, color: 'orange', text: '#b03a0c' },
  'hazardous-waste': { icon: IconAlertTriangle, color: 'red' },
  electronics: { icon: IconDeviceTv, color: 'violet' },
  'drop-off': { icon: IconBuildingWarehouse, color: 'teal' },
  'store-take-back': { icon: IconBuildingStore, color: 'indigo' },
};

export function DestinationBadge({ destination }: { destination: WasteDestination }) {
  const { t } = useTranslation('what-goes-where');
  const { icon: DestinationIcon, color, text } = LOOK[destination];
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="xl" color={color} variant="light" aria-hidden="true">
        <DestinationIcon size={18} />
      </ThemeIcon>
      <Text fw={700} c={text ?? `${color}.9`}>
        {t(`destinations.${destination}`)}
      </Text>
    </Group>
  );
}
