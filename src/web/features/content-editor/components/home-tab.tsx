/** The Home tab: header, description, main sections, call-out boxes with bullets, the service-map thumbnail. */
import { NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { CALL_OUT_KINDS } from '../../../../domain/content';
import { useTranslation } from 'react-i18next';
import { EMPTY_SERVICE_MAP_THUMBNAIL, type THomeContentEdit } from '../../../../domain/content-editor';
import { newRowId } from '../editor-values';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { ImageUpload } from './image-upload';
import { RepeatableRows } from './repeatable-rows';

type Section = THomeContentEdit['HomePage_MainContent'][number];
type CallOut = THomeContentEdit['HomePage_CallOutBoxes'][number];

export function HomeTab(props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const { form, input } = useContentForm('home', props);
  const values = form.values;
  const thumbnail = values.HomePage_ServiceMapThumbNail;
  const disabled = props.readOnly;

  return (
    <KindFrame kind="home" form={form} {...props}>
      <FieldGroup title={t('home.headerGroup')}>
        <TextInput label={t('home.header')} {...input('HomePage_Header')} />
        <Textarea
          label={t('home.description')}
          description={t('fields.plainText')}
          autosize
          minRows={2}
          maxRows={8}
          {...input('HomePage_Description')}
        />
      </FieldGroup>

      <FieldGroup title={t('home.sections')} description={t('home.sectionsHelp')}>
        <RepeatableRows<Section>
          rows={values.HomePage_MainContent}
          rowKey={(row, i) => row.id ?? i}
          rowLabel={(row, i) => row.Title || t('home.sectionN', { n: i + 1 })}
          renderRow={(_row, i) => (
            <>
              <TextInput label={t('home.sectionTitle')} {...input(`HomePage_MainContent.${i}.Title`)} />
              <Textarea
                label={t('home.sectionContent')}
                description={t('fields.markdown')}
                autosize
                minRows={3}
                maxRows={16}
                {...input(`HomePage_MainContent.${i}.Content`)}
              />
            </>
          )}
          onAdd={() =>
            form.insertListItem('HomePage_MainContent', { id: newRowId(), Title: '', Content: '' })
          }
          onRemove={(i) => form.removeListItem('HomePage_MainContent', i)}
          onMove={(from, to) => form.reorderListItem('HomePage_MainContent', { from, to })}
          addLabel={t('home.addSection')}
          emptyText={t('home.noSections')}
          error={form.errors.HomePage_MainContent}
          disabled={disabled}
        />
      </FieldGroup>

      <FieldGroup title={t('home.callOuts')} description={t('home.callOutsHelp')}>
        <RepeatableRows<CallOut>
          rows={values.HomePage_CallOutBoxes}
          rowKey={(row, i) => row.id ?? i}
          rowLabel={(row, i) => row.Header || t('home.callOutN', { n: i + 1 })}
          renderRow={(box, i) => (
            <>
              <TextInput
                label={t('home.callOutHeader')}
                withAsterisk
                {...input(`HomePage_CallOutBoxes.${i}.Header`)}
              />
              <Select
                label={t('home.callOutKind')}
                data={CALL_OUT_KINDS.map((kind) => ({ value: kind, label: t(`home.callOutKinds.${kind}`) }))}
                allowDeselect={false}
                {...input(`HomePage_CallOutBoxes.${i}.Kind`)}
              />
              <Text size="sm" fw={500} mb={-4}>
                {t('home.bullets')}
              </Text>
              <RepeatableRows<string>
                compact
                rows={box.Bullets}
                rowKey={(_bullet, j) => j}
                rowLabel={(bullet, j) => bullet || t('home.bulletN', { n: j + 1 })}
                renderRow={(_bullet, j) => (
                  <TextInput
                    aria-label={t('home.bulletN', { n: j + 1 })}
                    placeholder={t('home.bulletPlaceholder')}
                    {...input(`HomePage_CallOutBoxes.${i}.Bullets.${j}`)}
                  />
                )}
                onAdd={() => form.insertListItem(`HomePage_CallOutBoxes.${i}.Bullets`, '')}
                onRemove={(j) => form.removeListItem(`HomePage_CallOutBoxes.${i}.Bullets`, j)}
                onMove={(from, to) =>
                  form.reorderListItem(`HomePage_CallOutBoxes.${i}.Bullets`, { from, to })
                }
                addLabel={t('home.addBullet')}
                emptyText={t('home.noBullets')}
                error={form.errors[`HomePage_CallOutBoxes.${i}.Bullets`]}
                disabled={disabled}
              />
            </>
          )}
          onAdd={() =>
            form.insertListItem('HomePage_CallOutBoxes', {
              id: newRowId(),
              Header: '',
              Bullets: [''],
              Kind: 'info',
            })
          }
          onRemove={(i) => form.removeListItem('HomePage_CallOutBoxes', i)}
          onMove={(from, to) => form.reorderListItem('HomePage_CallOutBoxes', { from, to })}
          addLabel={t('home.addCallOut')}
          emptyText={t('home.noCallOuts')}
          error={form.errors.HomePage_CallOutBoxes}
          disabled={disabled}
        />
      </FieldGroup>

      <FieldGroup title={t('home.serviceMap')} description={t('home.serviceMapHelp')}>
        <Switch
          label={t('home.showServiceMap')}
          checked={thumbnail !== null}
          onChange={(event) =>
            form.setFieldValue(
              'HomePage_ServiceMapThumbNail',
              event.currentTarget.checked ? structuredClone(EMPTY_SERVICE_MAP_THUMBNAIL) : null,
            )
          }
        />
        {thumbnail ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('home.mapTitle')} {...input('HomePage_ServiceMapThumbNail.title')} />
              <NumberInput
                label={t('home.thumbnailWidth')}
                description={t('home.thumbnailWidthHelp')}
                min={50}
                max={2000}
                step={10}
                allowDecimal={false}
                suffix=" px"
                {...input('HomePage_ServiceMapThumbNail.thumbnail_width')}
              />
            </SimpleGrid>
            <ImageUpload
              label={t('home.mapImage')}
              portalId={props.document.portalId}
              url={thumbnail.image?.url ?? ''}
              alt={thumbnail.image?.alternativeText || thumbnail.title}
              disabled={disabled}
              onUploaded={(upload) =>
                form.setFieldValue('HomePage_ServiceMapThumbNail.image', {
                  url: upload.url,
                  name: upload.name,
                  alternativeText: thumbnail.image?.alternativeText ?? '',
                  width: upload.width ?? undefined,
                  formats: upload.thumbnailUrl ? { thumbnail: { url: upload.thumbnailUrl } } : null,
                })
              }
              onRemove={() => form.setFieldValue('HomePage_ServiceMapThumbNail.image', null)}
            />
            {thumbnail.image ? (
              <TextInput
                label={t('home.altText')}
                description={t('home.altTextHelp')}
                {...input('HomePage_ServiceMapThumbNail.image.alternativeText')}
              />
            ) : null}
          </>
        ) : null}
      </FieldGroup>
    </KindFrame>
  );
}
