/** The Home tab: header, description, main sections, call-out boxes with bullets, the service-map thumbnail. */
import { NumberInput, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { CALL_OUT_KINDS } from '../../../../domain/content';
import { useTranslation } from 'react-i18next';
import { EMPTY_SERVICE_MAP_THUMBNAIL, type THomeContentEdit } from '../../../../domain/content-editor';
import { newRowId } from '../editor-values';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { ImageUpload } from './image-upload';
import { RepeatableRows, formListRows, rowIdOrIndex } from './repeatable-rows';
import { LongTextInput } from './long-text-input';

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
        <LongTextInput
          label={t('home.description')}
          description={t('fields.plainText')}
          lines={[2, 8]}
          {...input('HomePage_Description')}
        />
      </FieldGroup>

      <FieldGroup title={t('home.sections')} description={t('home.sectionsHelp')}>
        <RepeatableRows<Section>
          rows={values.HomePage_MainContent}
          rowKey={rowIdOrIndex}
          rowLabel={(row, i) => row.Title || t('home.sectionN', { n: i + 1 })}
          renderRow={(_row, i) => (
            <>
              <TextInput label={t('home.sectionTitle')} {...input(`HomePage_MainContent.${i}.Title`)} />
              <LongTextInput
                label={t('home.sectionContent')}
                lines={[3, 16]}
                {...input(`HomePage_MainContent.${i}.Content`)}
              />
            </>
          )}
          {...formListRows(
            form,
            'HomePage_MainContent',
            () => ({ id: newRowId(), Title: '', Content: '' }),
            disabled,
          )}
          addLabel={t('home.addSection')}
          emptyText={t('home.noSections')}
        />
      </FieldGroup>

      <FieldGroup title={t('home.callOuts')} description={t('home.callOutsHelp')}>
        <RepeatableRows<CallOut>
          rows={values.HomePage_CallOutBoxes}
          rowKey={rowIdOrIndex}
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
                {...formListRows(form, `HomePage_CallOutBoxes.${i}.Bullets`, () => '', disabled)}
                addLabel={t('home.addBullet')}
                emptyText={t('home.noBullets')}
              />
            </>
          )}
          {...formListRows(
            form,
            'HomePage_CallOutBoxes',
            () => ({ id: newRowId(), Header: '', Bullets: [''], Kind: 'info' as const }),
            disabled,
          )}
          addLabel={t('home.addCallOut')}
          emptyText={t('home.noCallOuts')}
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
