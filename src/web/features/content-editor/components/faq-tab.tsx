/** The FAQ tab: questions and their answers (Markdown), in the order customers see them. */
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFaqContentEdit } from '../../../../domain/content-editor';
import { newRowId } from '../editor-values';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { RepeatableRows } from './repeatable-rows';

type Item = TFaqContentEdit['items'][number];

export function FaqTab(props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const { form, input } = useContentForm('faq', props);

  return (
    <KindFrame kind="faq" form={form} {...props}>
      <FieldGroup title={t('faq.items')} description={t('faq.itemsHelp')}>
        <RepeatableRows<Item>
          rows={form.values.items}
          rowKey={(row, i) => row.id ?? i}
          rowLabel={(row, i) => row.title || t('faq.itemN', { n: i + 1 })}
          renderRow={(_row, i) => (
            <>
              <TextInput label={t('faq.question')} withAsterisk {...input(`items.${i}.title`)} />
              <Textarea
                label={t('faq.answer')}
                description={t('fields.markdown')}
                autosize
                minRows={3}
                maxRows={14}
                {...input(`items.${i}.body`)}
              />
            </>
          )}
          onAdd={() => form.insertListItem('items', { id: newRowId(), title: '', body: '' })}
          onRemove={(i) => form.removeListItem('items', i)}
          onMove={(from, to) => form.reorderListItem('items', { from, to })}
          addLabel={t('faq.addItem')}
          emptyText={t('faq.noItems')}
          error={form.errors.items}
          disabled={props.readOnly}
        />
      </FieldGroup>
    </KindFrame>
  );
}
