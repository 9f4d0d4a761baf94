/** The Sticker Locations tab: the page title, the description (**bold** allowed) and the locations. */
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStickerContentEdit } from '../../../../domain/content-editor';
import { newRowId } from '../editor-values';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { RepeatableRows } from './repeatable-rows';

type Location = TStickerContentEdit['locations'][number];

export function StickersTab(props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const { form, input } = useContentForm('stickers', props);

  return (
    <KindFrame kind="stickers" form={form} {...props}>
      <FieldGroup title={t('stickers.headerGroup')}>
        <TextInput label={t('stickers.title')} description={t('stickers.titleHelp')} {...input('title')} />
        <Textarea
          label={t('stickers.description')}
          description={t('stickers.descriptionHelp')}
          autosize
          minRows={2}
          maxRows={10}
          {...input('description')}
        />
      </FieldGroup>
      <FieldGroup title={t('stickers.locations')}>
        <RepeatableRows<Location>
          rows={form.values.locations}
          rowKey={(row, i) => row.id ?? i}
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
          onAdd={() =>
            form.insertListItem('locations', { id: newRowId(), Title: '', Embed_URL: '', Address: '' })
          }
          onRemove={(i) => form.removeListItem('locations', i)}
          onMove={(from, to) => form.reorderListItem('locations', { from, to })}
          addLabel={t('stickers.addLocation')}
          emptyText={t('stickers.noLocations')}
          error={form.errors.locations}
          disabled={props.readOnly}
        />
      </FieldGroup>
    </KindFrame>
  );
}
