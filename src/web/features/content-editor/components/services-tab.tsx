/** The Services tab: the services page's title, description and sections (Markdown). */
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TServicesContentEdit } from '../../../../domain/content-editor';
import { newRowId } from '../editor-values';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { RepeatableRows } from './repeatable-rows';

type Section = TServicesContentEdit['sections'][number];

export function ServicesTab(props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const { form, input } = useContentForm('services', props);

  return (
    <KindFrame kind="services" form={form} {...props}>
      <FieldGroup title={t('services.headerGroup')}>
        <TextInput label={t('services.title')} {...input('title')} />
        <Textarea
          label={t('services.description')}
          description={t('fields.markdown')}
          autosize
          minRows={2}
          maxRows={10}
          {...input('description')}
        />
      </FieldGroup>
      <FieldGroup title={t('services.sections')}>
        <RepeatableRows<Section>
          rows={form.values.sections}
          rowKey={(row, i) => row.id ?? i}
          rowLabel={(row, i) => row.title || t('services.sectionN', { n: i + 1 })}
          renderRow={(_row, i) => (
            <>
              <TextInput label={t('services.sectionTitle')} {...input(`sections.${i}.title`)} />
              <Textarea
                label={t('services.sectionBody')}
                description={t('fields.markdown')}
                autosize
                minRows={3}
                maxRows={14}
                {...input(`sections.${i}.body`)}
              />
            </>
          )}
          onAdd={() => form.insertListItem('sections', { id: newRowId(), title: '', body: '' })}
          onRemove={(i) => form.removeListItem('sections', i)}
          onMove={(from, to) => form.reorderListItem('sections', { from, to })}
          addLabel={t('services.addSection')}
          emptyText={t('services.noSections')}
          error={form.errors.sections}
          disabled={props.readOnly}
        />
      </FieldGroup>
    </KindFrame>
  );
}
