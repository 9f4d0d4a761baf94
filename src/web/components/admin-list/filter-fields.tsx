/**
 * An admin list's filter inputs, declared as a list: each field names its filter key, its words and
 * its width on the grid, and the kit draws the input and wires it to `useFilterInputs` (typed text
 * after a pause, a choice or a date at once). Customer Profiles, the tickets desk and Address
 * Management differ only in which fields they list.
 */
import { Grid, Select, TextInput, type GridColProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

/** A select's "any value" choice (the filter left out). */
const ANY = 'any';

interface FieldBase<F> {
  key: keyof F & string;
  label: string;
  span: TSpan;
  error?: string;
}

export interface TTextField<F> extends FieldBase<F> {
  kind: 'text';
  /** A search box: type="search" with the magnifier. */
  search?: boolean;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric';
  /** What the typed text becomes before it is shown and applied (e.g. digits only). */
  clean?: (value: string) => string;
}

export interface TDateField<F> extends FieldBase<F> {
  kind: 'date';
}

export interface TSelectField<F> extends FieldBase<F> {
  kind: 'select';
  /** The first choice, which leaves the filter out. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  searchable?: boolean;
  /** A choice applied otherwise than `choose` does. */
  onChoose?: (value: string) => void;
}

export type TFilterField<F> = TTextField<F> | TDateField<F> | TSelectField<F>;

/** What `useFilterInputs` gives the fields. */
export interface FilterInputs<F> {
  inputs: F;
  typeText: (key: keyof F, value: string) => void;
  choose: (key: keyof F, value: string) => void;
  datesOutOfOrder?: boolean;
}

type TSpan = GridColProps['span'];
type TKey<F> = keyof F & string;

/**
 * The lists' fields by their shared convention: a field's label is `filters.<key>` of the page's
 * namespace (a search box's placeholder `filters.<key>Placeholder`), the portal filter offers
 * `filters.allPortals` first, and the date pair warns with `filters.datesOutOfOrder`.
 */
export function filterFieldsFor<F>(t: TFunction, filters: Pick<FilterInputs<F>, 'datesOutOfOrder'>) {
  return {
    /** A search box (type="search", magnifier, placeholder), 100 characters at most. */
    search: (key: TKey<F>, span: TSpan, more?: Partial<TTextField<F>>): TTextField<F> => ({
      kind: 'text',
      key,
      search: true,
      label: t(`filters.${key}`),
      placeholder: t(`filters.${key}Placeholder`),
      maxLength: 100,
      span,
      ...more,
    }),
    text: (key: TKey<F>, span: TSpan, more?: Partial<TTextField<F>>): TTextField<F> => ({
      kind: 'text',
      key,
      label: t(`filters.${key}`),
      span,
      ...more,
    }),
    select: (
      key: TKey<F>,
      anyLabel: string,
      options: TSelectField<F>['options'],
      span: TSpan,
      more?: Partial<TSelectField<F>>,
    ): TSelectField<F> => ({
      kind: 'select',
      key,
      label: t(`filters.${key}`),
      anyLabel,
      options,
      span,
      ...more,
    }),
    /** The portals by title, searchable. */
    portal: (
      portals: readonly { id: string; title: string }[] | undefined,
      span: TSpan,
      more?: Partial<TSelectField<F>>,
    ): TSelectField<F> => ({
      kind: 'select',
      key: 'portal' as TKey<F>,
      label: t('filters.portal'),
      anyLabel: t('filters.allPortals'),
      searchable: true,
      options: (portals ?? []).map((p) => ({ value: p.id, label: p.title })),
      span,
      ...more,
    }),
    /** Created from and to; "to" warns while the two are out of order. */
    dates: (span: TSpan): TDateField<F>[] => [
      { kind: 'date', key: 'createdFrom' as TKey<F>, label: t('filters.createdFrom'), span },
      {
        kind: 'date',
        key: 'createdTo' as TKey<F>,
        label: t('filters.createdTo'),
        error: filters.datesOutOfOrder ? t('filters.datesOutOfOrder') : undefined,
        span,
      },
    ],
  };
}

export interface FilterFieldsProps<F> {
  fields: readonly TFilterField<F>[];
  filters: FilterInputs<F>;
  /** The grid's id (the filter bar's aria-controls). */
  id?: string;
  mt?: 'md';
  align?: 'flex-end';
}

export function FilterFields<F extends { [K in keyof F]: string }>({
  fields,
  filters,
  id,
  mt,
  align,
}: FilterFieldsProps<F>) {
  return (
    <Grid id={id} gutter="md" mt={mt} align={align}>
      {fields.map((field) => (
        <Grid.Col key={field.key} span={field.span}>
          <FilterInput field={field} filters={filters} />
        </Grid.Col>
      ))}
    </Grid>
  );
}

function FilterInput<F extends { [K in keyof F]: string }>({
  field,
  filters,
}: {
  field: TFilterField<F>;
  filters: FilterInputs<F>;
}) {
  const value = filters.inputs[field.key];
  if (field.kind === 'select') {
    const choose = field.onChoose ?? ((chosen: string) => filters.choose(field.key, chosen));
    return (
      <Select
        label={field.label}
        allowDeselect={false}
        searchable={field.searchable}
        value={value || ANY}
        data={[{ value: ANY, label: field.anyLabel }, ...field.options]}
        error={field.error}
        onChange={(chosen) => choose(chosen && chosen !== ANY ? chosen : '')}
      />
    );
  }
  if (field.kind === 'date') {
    return (
      <TextInput
        type="date"
        label={field.label}
        value={value}
        error={field.error}
        onChange={(e) => filters.choose(field.key, e.currentTarget.value)}
      />
    );
  }
  const clean = field.clean ?? ((typed: string) => typed);
  return (
    <TextInput
      type={field.search ? 'search' : undefined}
      label={field.label}
      placeholder={field.placeholder}
      leftSection={field.search ? <IconSearch size={16} aria-hidden="true" /> : undefined}
      inputMode={field.inputMode}
      maxLength={field.maxLength}
      value={value}
      error={field.error}
      onChange={(e) => filters.typeText(field.key, clean(e.currentTarget.value))}
    />
  );
}
