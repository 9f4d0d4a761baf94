/** The Sticker Locations tab: the page title, the description (**bold** allowed) and the locations. */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStickerContentEdit } from '../../../../domain/content-editor';
import { newRowId } from '../editor-values';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { RepeatableRows, formListRows, rowIdOrIndex } from './repeatable-rows';
import { LongTextInput } from './long-text-input';

type Location = TStickerContentEdit['locations'][number];

export function StickersTab(props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const { form, input } = useContentForm('stickers', props);

  return (
    <KindFrame kind="stickers" form={form} {...props}>
      <FieldGroup title={t('stickers.headerGroup')}>
        <TextInput label={t('stickers.title')} description={t('stickers.titleHelp')} {...input('title')} />
        <LongTextInput
          label={t('stickers.description')}
          description={t('stickers.descriptionHelp')}
          lines={[2, 10]}
          {...input('description')}
        />
      </FieldGroup>
      <FieldGroup title={t('stickers.locations')}>
        <RepeatableRows<Location>
          rows={form.values.locations}
          rowKey={rowIdOrIndex}
          rowLabel={(row, i) => row.Title || t('stickers.locationN', { n: i + 1 })}
          renderRow={(_row, i) => (
            <>
              <TextInput
                label={t('stickers.locationTitle')}
                withAsterisk
                {...input(`locations.${i}.Title`)}
              />
              <TextInput label={t('stickers.address')} {...input(`locations.${i}.Address`)} />
              <TextInput
                label={t('stickers.mapUrl')}
                description={t('fields.embedHelp')}
                placeholder="https://www.openstreetmap.org/export/embed.html?…"
                {...input(`locations.${i}.Embed_URL`)}
              />
            </>
          )}
          {...formListRows(
            form,
            'locations',
            () => ({ id: newRowId(), Title: '', Embed_URL: '', Address: '' }),
            props.readOnly,
          )}
          addLabel={t('stickers.addLocation')}
          emptyText={t('stickers.noLocations')}
        />
      </FieldGroup>
    </KindFrame>
  );
}
