/** The FAQ tab: questions and their answers (Markdown), in the order customers see them. */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFaqContentEdit } from '../../../../domain/content-editor';
import { newRowId } from '../editor-values';
import { FieldGroup, KindFrame, useContentForm, type KindTabProps } from './kind-frame';
import { RepeatableRows, formListRows, rowIdOrIndex } from './repeatable-rows';
import { LongTextInput } from './long-text-input';

type Item = TFaqContentEdit['items'][number];

export function FaqTab(props: KindTabProps) {
  const { t } = useTranslation('content-editor');
  const { form, input } = useContentForm('faq', props);

  return (
    <KindFrame kind="faq" form={form} {...props}>
      <FieldGroup title={t('faq.items')} description={t('faq.itemsHelp')}>
        <RepeatableRows<Item>
          rows={form.values.items}
          rowKey={rowIdOrIndex}
          rowLabel={(row, i) => row.title || t('faq.itemN', { n: i + 1 })}
          renderRow={(_row, i) => (
            <>
              <TextInput label={t('faq.question')} withAsterisk {...input(`items.${i}.title`)} />
              <LongTextInput label={t('faq.answer')} lines={[3, 14]} {...input(`items.${i}.body`)} />
            </>
          )}
          {...formListRows(form, 'items', () => ({ id: newRowId(), title: '', body: '' }), props.readOnly)}
          addLabel={t('faq.addItem')}
          emptyText={t('faq.noItems')}
        />
      </FieldGroup>
    </KindFrame>
  );
}
