/** The Services tab: the services page's title, description and sections (Markdown). */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TServicesContentEdit } from '../../../../domain/content-editor';
import { newRowId } from '../editor-values';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { RepeatableRows, formListRows, rowIdOrIndex } from './repeatable-rows';
import { LongTextInput } from './long-text-input';

type Section = TServicesContentEdit['sections'][number];

export function ServicesTab(props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const { form, input } = useContentForm('services', props);

  return (
    <KindFrame kind="services" form={form} {...props}>
      <FieldGroup title={t('services.headerGroup')}>
        <TextInput label={t('services.title')} {...input('title')} />
        <LongTextInput label={t('services.description')} lines={[2, 10]} {...input('description')} />
      </FieldGroup>
      <FieldGroup title={t('services.sections')}>
        <RepeatableRows<Section>
          rows={form.values.sections}
          rowKey={rowIdOrIndex}
          rowLabel={(row, i) => row.title || t('services.sectionN', { n: i + 1 })}
          renderRow={(_row, i) => (
            <>
              <TextInput label={t('services.sectionTitle')} {...input(`sections.${i}.title`)} />
              <LongTextInput
                label={t('services.sectionBody')}
                lines={[3, 14]}
                {...input(`sections.${i}.body`)}
              />
            </>
          )}
          {...formListRows(form, 'sections', () => ({ id: newRowId(), title: '', body: '' }), props.readOnly)}
          addLabel={t('services.addSection')}
          emptyText={t('services.noSections')}
        />
      </FieldGroup>
    </KindFrame>
  );
}
