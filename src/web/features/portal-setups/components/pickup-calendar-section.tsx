/**
 * Pickup Calendar (issue 14), on the edit page: the portal's time zone, state and reminder time, the
 * holiday rule (slide the rest of the week, or a list of date changes), the observed holidays (added
 * and removed by date), the date changes, the yard-waste season, and the services collected every
 * other week. Validated with the API's schema
 * (ZPickupCalendarSettings inside ZPortalSetupCreate); the rules are in docs/decisions/008.
 */
import type { ReactNode } from 'react';
import {
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_YARD_WASTE_SEASON,
  HOLIDAY_RULES,
  US_STATE_CODES,
} from '../../../../domain/pickup-calendar/holiday-rules';
import type { SetupForm } from './setup-form';
import { AddRowButton, RemoveButton } from './form-fields';

const BASE = 'pickupCalendar';
const CART_SERVICES = ['trash', 'recycling', 'yardwaste'] as const;

function ListError({ form, path }: { form: SetupForm; path: string }) {
  const error = form.errors[path];
  return error ? (
    <Text c="red" fz="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

/**
 * A list edited in place (the observed holidays, the date changes): its heading and help, the list's
 * own error, each item as a named group of fields with Remove (or a note when there is none), and Add.
 */
function EditableList<Item>({
  form,
  path,
  id,
  title,
  help,
  emptyText,
  addText,
  newItem,
  columns,
  items,
  row,
}: {
  form: SetupForm;
  /** The list's path in the form. */
  path: string;
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  help: string;
  emptyText: string;
  addText: string;
  newItem: Item;
  /** How many fields stand side by side from the xs width. */
  columns: number;
  items: readonly Item[];
  /** An item's group name, its Remove button's label and its fields; `itemPath` is its path in the form. */
  row: (
    item: Item,
    index: number,
    itemPath: string,
  ) => { label: string; removeLabel: string; fields: ReactNode };
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {help}
      </Text>
      <ListError form={form} path={path} />
      {items.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {emptyText}
        </Text>
      ) : (
        items.map((item, index) => {
          const { label, removeLabel, fields } = row(item, index, `${path}.${index}`);
          return (
            <Paper key={index} withBorder radius="md" p="sm" aria-label={label} component="div" role="group">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: columns }} spacing="sm" style={{ flex: 1 }}>
                  {fields}
                </SimpleGrid>
                <RemoveButton label={removeLabel} mt={28} onClick={() => form.removeListItem(path, index)} />
              </Group>
            </Paper>
          );
        })
      )}
      <AddRowButton onClick={() => form.insertListItem(path, newItem)}>{addText}</AddRowButton>
    </Stack>
  );
}

export function PickupCalendarSection({ form }: { form: SetupForm }) {
  const { t } = useTranslation('portal-setups');
  const settings = form.values.pickupCalendar;
  if (!settings) {
    return <Text c="dimmed">{t('pickup.notLoaded')}</Text>;
  }
  const holidays = settings.observedHolidays ?? [];
  const overrides = settings.overrides ?? [];
  const season = settings.yardWasteSeason ?? null;
  const alternate = settings.everyOtherWeek ?? null;

  return (
    <Stack gap="xl">
      <Text c="dimmed" fz="sm">
        {t('pickup.help')}
      </Text>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('pickup.timeZone')} withAsterisk {...form.getInputProps(`${BASE}.timeZone`)} />
        <Select
          label={t('pickup.state')}
          withAsterisk
          data={[...US_STATE_CODES]}
          searchable
          allowDeselect={false}
          {...form.getInputProps(`${BASE}.state`)}
        />
        <TextInput
          type="time"
          label={t('pickup.reminderTime')}
          description={t('pickup.reminderTimeHelp')}
          {...form.getInputProps(`${BASE}.reminderTime`)}
        />
      </SimpleGrid>

      <Radio.Group label={t('pickup.rule')} {...form.getInputProps(`${BASE}.rule`)}>
        <Stack gap="xs" mt="xs">
          {HOLIDAY_RULES.map((rule) => (
            <Radio key={rule} value={rule} label={t(`pickup.rules.${rule}`)} />
          ))}
        </Stack>
      </Radio.Group>

      <EditableList
        form={form}
        path={`${BASE}.observedHolidays`}
        id="pickup-holidays"
        title={t('pickup.holidays')}
        help={settings.rule === 'overrides' ? t('pickup.holidaysKeptHelp') : t('pickup.holidaysHelp')}
        emptyText={t('pickup.noHolidays')}
        addText={t('pickup.addHoliday')}
        newItem={{ date: '', name: '' }}
        columns={2}
        items={holidays}
        row={(holiday, index, path) => {
          const label = holiday.name.trim() || t('pickup.holidayNumber', { number: index + 1 });
          return {
            label,
            removeLabel: t('pickup.removeHoliday', { name: label }),
            fields: (
              <>
                <TextInput
                  type="date"
                  label={t('pickup.holidayDate')}
                  {...form.getInputProps(`${path}.date`)}
                />
                <TextInput label={t('pickup.holidayName')} {...form.getInputProps(`${path}.name`)} />
              </>
            ),
          };
        }}
      />

      {settings.rule === 'overrides' ? (
        <EditableList
          form={form}
          path={`${BASE}.overrides`}
          id="pickup-overrides"
          title={t('pickup.overrides')}
          help={t('pickup.overridesHelp')}
          emptyText={t('pickup.noOverrides')}
          addText={t('pickup.addOverride')}
          newItem={{ from: '', to: null, reason: '' }}
          columns={3}
          items={overrides}
          row={(override, index, path) => ({
            label: t('pickup.overrideNumber', { number: index + 1 }),
            removeLabel: t('pickup.removeOverride', { number: index + 1 }),
            fields: (
              <>
                <TextInput
                  type="date"
                  label={t('pickup.overrideFrom')}
                  {...form.getInputProps(`${path}.from`)}
                />
                <TextInput
                  type="date"
                  label={t('pickup.overrideTo')}
                  description={t('pickup.overrideToHelp')}
                  error={form.getInputProps(`${path}.to`).error}
                  value={override.to ?? ''}
                  onChange={(event) => form.setFieldValue(`${path}.to`, event.currentTarget.value || null)}
                />
                <TextInput label={t('pickup.overrideReason')} {...form.getInputProps(`${path}.reason`)} />
              </>
            ),
          })}
        />
      ) : null}

      <UnlessSet
        id="pickup-season"
        title={t('pickup.season')}
        unsetLabel={t('pickup.allYear')}
        set={season !== null}
        onUnsetChange={(unset) =>
          form.setFieldValue(`${BASE}.yardWasteSeason`, unset ? null : { ...DEFAULT_YARD_WASTE_SEASON })
        }
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={480}>
          <TextInput
            label={t('pickup.seasonStart')}
            description={t('pickup.monthDayHelp')}
            placeholder="04-01"
            {...form.getInputProps(`${BASE}.yardWasteSeason.start`)}
          />
          <TextInput
            label={t('pickup.seasonEnd')}
            description={t('pickup.monthDayHelp')}
            placeholder="11-30"
            {...form.getInputProps(`${BASE}.yardWasteSeason.end`)}
          />
        </SimpleGrid>
      </UnlessSet>

      <UnlessSet
        id="pickup-alternate"
        title={t('pickup.everyOtherWeek')}
        unsetLabel={t('pickup.allWeekly')}
        set={alternate !== null}
        onUnsetChange={(unset) =>
          form.setFieldValue(
            `${BASE}.everyOtherWeek`,
            unset ? null : { serviceTypes: ['recycling'], referenceDate: '' },
          )
        }
      >
        <>
          <Checkbox.Group
            label={t('pickup.everyOtherWeekServices')}
            {...form.getInputProps(`${BASE}.everyOtherWeek.serviceTypes`)}
          >
            <Group mt="xs">
              {CART_SERVICES.map((service) => (
                <Checkbox key={service} value={service} label={t(`pickup.services.${service}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput
            type="date"
            maw={360}
            label={t('pickup.referenceDate')}
            description={t('pickup.referenceDateHelp')}
            {...form.getInputProps(`${BASE}.everyOtherWeek.referenceDate`)}
          />
        </>
      </UnlessSet>
    </Stack>
  );
}

/**
 * A part of the calendar that holds for every week or all year unless it is set: its title, the switch
 * that says it is not set, and its fields once it is.
 */
function UnlessSet({
  id,
  title,
  unsetLabel,
  set,
  onUnsetChange,
  children,
}: {
  id: string;
  title: string;
  unsetLabel: string;
  set: boolean;
  onUnsetChange: (unset: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      <Switch
        label={unsetLabel}
        checked={!set}
        onChange={(event) => onUnsetChange(event.currentTarget.checked)}
      />
      {set ? children : null}
    </Stack>
  );
}
