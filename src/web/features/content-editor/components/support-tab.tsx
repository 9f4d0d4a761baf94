/** The Support tab: the intro, the service map (title, description, image) and the drop-off locations. */
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSupportContentEdit } from '../../../../domain/content-editor';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { ImageUpload } from './image-upload';
import { RepeatableRows, formListRows } from './repeatable-rows';
import { LongTextInput } from './long-text-input';

type Location = TSupportContentEdit['dropOffLocations'][number];
type Hours = Location['hours'][number];

const EMPTY_LOCATION: Location = {
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
  generalManager: '',
  mapUrl: '',
  hours: [],
};

export function SupportTab(props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const { form, input } = useContentForm('support', props);
  const values = form.values;
  const map = values.serviceMap;
  const disabled = props.readOnly;
  // locations carry no id: rows are keyed by position (the inputs are controlled, so values follow their row)
  const at = (i: number, field: keyof Location) => `dropOffLocations.${i}.${field}`;

  return (
    <KindFrame kind="support" form={form} {...props}>
      <FieldGroup title={t('support.introGroup')}>
        <LongTextInput
          label={t('support.intro')}
          description={t('support.introHelp')}
          lines={[2, 8]}
          {...input('intro')}
        />
      </FieldGroup>

      <FieldGroup title={t('support.serviceMap')} description={t('support.serviceMapHelp')}>
        <Switch
          label={t('support.showServiceMap')}
          checked={map !== null}
          onChange={(event) =>
            form.setFieldValue(
              'serviceMap',
              event.currentTarget.checked ? { title: '', description: '', imageUrl: '' } : null,
            )
          }
        />
        {map ? (
          <>
            <TextInput label={t('support.mapTitle')} {...input('serviceMap.title')} />
            <LongTextInput
              label={t('support.mapDescription')}
              lines={[2, 10]}
              {...input('serviceMap.description')}
            />
            <ImageUpload
              label={t('support.mapImage')}
              portalId={props.document.portalId}
              url={map.imageUrl}
              alt={map.title}
              disabled={disabled}
              onUploaded={(upload) => form.setFieldValue('serviceMap.imageUrl', upload.url)}
              onRemove={() => form.setFieldValue('serviceMap.imageUrl', '')}
            />
            <TextInput
              label={t('support.mapImageUrl')}
              description={t('fields.urlHelp')}
              {...input('serviceMap.imageUrl')}
            />
          </>
        ) : null}
      </FieldGroup>

      <FieldGroup title={t('support.locations')} description={t('support.locationsHelp')}>
        <RepeatableRows<Location>
          rows={values.dropOffLocations}
          rowKey={(_row, i) => i}
          rowLabel={(row, i) => row.name || t('support.locationN', { n: i + 1 })}
          renderRow={(location, i) => (
            <>
              <TextInput label={t('support.name')} withAsterisk {...input(at(i, 'name'))} />
              <TextInput label={t('support.address')} {...input(at(i, 'address'))} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label={t('support.city')} {...input(at(i, 'city'))} />
                <TextInput label={t('support.state')} {...input(at(i, 'state'))} />
                <TextInput label={t('support.zipCode')} {...input(at(i, 'zipCode'))} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('support.phone')} type="tel" {...input(at(i, 'phoneNumber'))} />
                <TextInput label={t('support.manager')} {...input(at(i, 'generalManager'))} />
              </SimpleGrid>
              <TextInput
                label={t('support.mapUrl')}
                description={t('fields.embedHelp')}
                placeholder="https://www.openstreetmap.org/export/embed.html?…"
                {...input(at(i, 'mapUrl'))}
              />
              <RepeatableRows<Hours>
                compact
                rows={location.hours}
                rowKey={(_row, j) => j}
                rowLabel={(row, j) => row.day || t('support.hoursN', { n: j + 1 })}
                renderRow={(_row, j) => (
                  <SimpleGrid cols={2} spacing="xs">
                    <TextInput
                      aria-label={t('support.hoursDayN', { n: j + 1 })}
                      placeholder={t('support.hoursDay')}
                      {...input(`dropOffLocations.${i}.hours.${j}.day`)}
                    />
                    <TextInput
                      aria-label={t('support.hoursOpenN', { n: j + 1 })}
                      placeholder={t('support.hoursOpen')}
                      {...input(`dropOffLocations.${i}.hours.${j}.open`)}
                    />
                  </SimpleGrid>
                )}
                {...formListRows(
                  form,
                  `dropOffLocations.${i}.hours`,
                  () => ({ day: '', open: '' }),
                  disabled,
                )}
                addLabel={t('support.addHours')}
                emptyText={t('support.noHours')}
              />
            </>
          )}
          {...formListRows(form, 'dropOffLocations', () => structuredClone(EMPTY_LOCATION), disabled)}
          addLabel={t('support.addLocation')}
          emptyText={t('support.noLocations')}
        />
      </FieldGroup>
    </KindFrame>
  );
}
