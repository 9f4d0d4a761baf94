/**
 * The roadmap viewer (spec 03 §2.4): a quarterly timeline Q1–Q4 2025, filtered by quarter and by
 * category, each feature with its status (completed, in progress, planned). Items come from the
 * roadmap data file in src/domain/roadmap.
 */
import { useState } from 'react';
import {
  Badge,
  Card,
  Group,
  Modal,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconClock, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  filterRoadmap,
  ROADMAP_CATEGORIES,
  ROADMAP_QUARTERS,
  ROADMAP_STATUSES,
  ROADMAP_YEAR,
  roadmapByQuarter,
  roadmapItems,
  roadmapText,
  type RoadmapFilter,
  type TRoadmapCategory,
  type TRoadmapItem,
  type TRoadmapQuarter,
  type TRoadmapStatus,
} from '../../../../domain/roadmap/roadmap';

const statusColor: Record<TRoadmapStatus, string> = {
  completed: 'green',
  'in-progress': 'blue',
  planned: 'gray',
};
const statusIcon: Record<TRoadmapStatus, typeof IconCircleCheck> = {
  completed: IconCircleCheck,
  'in-progress': IconProgress,
  planned: IconClock,
};
const ALL = 'all';

interface RoadmapModalProps {
  opened: boolean;
  onClose: () => void;
}

export function RoadmapModal({ opened, onClose }: RoadmapModalProps) {
  const { t } = useTranslation('admin-center');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        <Stack gap={0}>
          <Text fw={700} fz="lg" component="span">
            {t('roadmap.title')}
          </Text>
          <Text c="dimmed" fz="sm" component="span">
            {t('roadmap.subtitle', { year: ROADMAP_YEAR })}
          </Text>
        </Stack>
      }
    >
      <RoadmapView />
    </Modal>
  );
}

/** The quarter's overall state: completed when all items are, in progress when any has started. */
function quarterStatus(items: readonly TRoadmapItem[]): TRoadmapStatus {
  if (items.length > 0 && items.every((i) => i.status === 'completed')) return 'completed';
  if (items.some((i) => i.status !== 'planned')) return 'in-progress';
  return 'planned';
}

export function RoadmapView() {
  const { t, i18n } = useTranslation('admin-center');
  const [filter, setFilter] = useState<RoadmapFilter>({ quarter: ALL, category: ALL });
  const language = i18n.resolvedLanguage ?? 'en';
  const grouped = roadmapByQuarter(filterRoadmap(roadmapItems, filter));
  const quarters = filter.quarter === ALL ? ROADMAP_QUARTERS : [filter.quarter];
  const any = quarters.some((q) => grouped[q].length > 0);
  const quarterLabel = (q: TRoadmapQuarter) => t(`roadmap.quarters.${q}`);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="roadmap-quarter-label">
            {t('roadmap.quarterFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="roadmap-quarter-label"
            fullWidth
            value={filter.quarter}
            onChange={(value) => setFilter((f) => ({ ...f, quarter: value as RoadmapFilter['quarter'] }))}
            data={[
              { value: ALL, label: t('roadmap.allQuarters') },
              ...ROADMAP_QUARTERS.map((q) => ({ value: q, label: quarterLabel(q) })),
            ]}
          />
        </Stack>
        <Select
          label={t('roadmap.categoryFilter')}
          allowDeselect={false}
          value={filter.category}
          onChange={(value) =>
            setFilter((f) => ({ ...f, category: (value ?? ALL) as TRoadmapCategory | typeof ALL }))
          }
          data={[
            { value: ALL, label: t('roadmap.allCategories') },
            ...ROADMAP_CATEGORIES.map((c) => ({ value: c, label: t(`roadmap.categories.${c}`) })),
          ]}
        />
      </SimpleGrid>

      <Group gap="xs" aria-label={t('roadmap.legend')} role="group">
        <Text fz="sm" c="dimmed">
          {t('roadmap.legend')}:
        </Text>
        {ROADMAP_STATUSES.map((s) => (
          <Badge key={s} color={statusColor[s]} variant="light">
            {t(`roadmap.statuses.${s}`)}
          </Badge>
        ))}
      </Group>

      {!any ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('roadmap.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={28} lineWidth={2} active={-1}>
          {quarters.map((quarter) => {
            const items = grouped[quarter];
            const status = quarterStatus(items);
            const Icon = statusIcon[status];
            return (
              <Timeline.Item
                key={quarter}
                bullet={
                  <ThemeIcon size={28} radius="xl" color={statusColor[status]} aria-hidden="true">
                    <Icon size={16} />
                  </ThemeIcon>
                }
                title={
                  <Group gap="sm" justify="space-between">
                    <Title order={3} fz="h4">
                      {t('roadmap.quarterTitle', { quarter: quarterLabel(quarter), year: ROADMAP_YEAR })}
                    </Title>
                    {items.length > 0 ? (
                      <Text fz="sm" c="dimmed">
                        {t('roadmap.quarterSummary', {
                          completed: items.filter((i) => i.status === 'completed').length,
                          count: items.length,
                        })}
                      </Text>
                    ) : null}
                  </Group>
                }
              >
                {items.length === 0 ? (
                  <Text fz="sm" c="dimmed" mt="xs">
                    {t('roadmap.quarterEmpty')}
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs" mb="md">
                    {items.map((item) => (
                      <Card key={item.id} withBorder radius="md" padding="sm">
                        <Stack gap={6}>
                          <Group gap={6}>
                            <Badge size="sm" color={statusColor[item.status]} variant="light">
                              {t(`roadmap.statuses.${item.status}`)}
                            </Badge>
                            <Badge size="sm" color="gray" variant="outline">
                              {t(`roadmap.categories.${item.category}`)}
                            </Badge>
                          </Group>
                          <Text fw={600} fz="sm">
                            {roadmapText(item.title, language)}
                          </Text>
                          <Text fz="sm" c="dimmed">
                            {roadmapText(item.description, language)}
                          </Text>
                        </Stack>
                      </Card>
                    ))}
                  </SimpleGrid>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
