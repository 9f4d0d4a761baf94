/**
 * An admin list's filter panel: a bordered section named for screen readers and, for the lists whose
 * filters fold away, the bar that opens them (with a badge counting the filters in force) and
 * Clear All Filters.
 */
import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Collapse, Group, Paper, type MantineSpacing } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { FilterFields, type FilterInputs, type TFilterField } from './filter-fields';

export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      {children}
    </Paper>
  );
}

export interface FilterBarProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the folding part. */
  controls: string;
  toggleText: string;
  /** The filters in force (the badge shows from one). */
  activeCount: number;
  /** Clear All Filters shows (a filter is in force or typed). */
  showClear: boolean;
  clearText: string;
  onClear: () => void;
  mt?: MantineSpacing;
}

export function FilterBar(props: FilterBarProps) {
  return (
    <Group justify="space-between" gap="sm" mt={props.mt}>
      <Button
        variant="subtle"
        leftSection={<IconFilter size={18} aria-hidden="true" />}
        aria-expanded={props.open}
        aria-controls={props.controls}
        onClick={props.onToggle}
      >
        {props.toggleText}
        {props.activeCount > 0 ? (
          <Badge ms="xs" size="sm" variant="filled">
            {props.activeCount}
          </Badge>
        ) : null}
      </Button>
      {props.showClear ? (
        <Anchor component="button" type="button" fz="sm" onClick={props.onClear}>
          {props.clearText}
        </Anchor>
      ) : null}
    </Group>
  );
}

export interface FoldingFiltersProps<F> {
  /** The namespace's words, by convention like the fields' (`filterFieldsFor`): `filters.label` (the
   * panel's name for screen readers), `filters.toggle` and `filters.clearAll`. */
  t: TFunction;
  /** What stands above the bar (the tickets desk's count chips). */
  before?: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** The folding grid's id. */
  id: string;
  /** The filters in force. */
  activeCount: number;
  filters: FilterInputs<F> & { typed: boolean; clearAll: () => void };
  fields: readonly TFilterField<F>[];
}

/** The filter panel: the bar (toggle, badge, Clear All Filters) over the fields that fold away under it. */
export function FoldingFilters<F extends { [K in keyof F]: string }>(props: FoldingFiltersProps<F>) {
  const { t, filters, activeCount } = props;
  return (
    <FilterPanel label={t('filters.label')}>
      {props.before}
      <FilterBar
        mt={props.before ? 'sm' : undefined}
        open={props.open}
        onToggle={props.onToggle}
        controls={props.id}
        toggleText={t('filters.toggle')}
        activeCount={activeCount}
        showClear={activeCount > 0 || filters.typed}
        clearText={t('filters.clearAll')}
        onClear={filters.clearAll}
      />
      <Collapse in={props.open}>
        <FilterFields id={props.id} mt="md" fields={props.fields} filters={filters} />
      </Collapse>
    </FilterPanel>
  );
}
