/**
 * Adding or changing one item of a "what goes where" list: its name and synonyms, where it goes, a
 * note, whether the search shows it, and its Spanish words (the language the shipped list gives;
 * other languages come by CSV and are kept as they are). Checked here as the server checks it.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  Divider,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WASTE_DESTINATIONS, type WasteDestination } from '../../../../domain/what-goes-where';
import {
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_SYNONYMS,
  type TWasteGuideEditorItem,
  type TWasteGuideItemInput,
} from '../../../../domain/what-goes-where/editor';
import { isApiError } from '../../../lib/api-client';
import { useSaveWasteGuideItem } from '../api/waste-guide-editor';
import { ErrorAlert } from '../../../components/widgets/error-alert';

export interface ItemFormModalProps {
  listId: string;
  /** The item to change; null to add one, named `initialName` (the dashboard's shortcut). */
  item: TWasteGuideEditorItem | null;
  initialName?: string;
  opened: boolean;
  onClose: () => void;
}

export function ItemFormModal(props: ItemFormModalProps) {
  const { t } = useTranslation('what-goes-where');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.item ? t('editor.form.editTitle') : t('editor.form.addTitle')}
      size="lg"
      centered
    >
      {/* a fresh form for each item opened */}
      <ItemForm key={props.item?.id ?? `new-${props.initialName ?? ''}`} {...props} />
    </Modal>
  );
}

function ItemForm({ listId, item, initialName, onClose }: ItemFormModalProps) {
  const { t } = useTranslation('what-goes-where');
  const save = useSaveWasteGuideItem(listId);
  const spanish = item?.translations.es;
  const [name, setName] = useState(item?.name ?? initialName ?? '');
  const [synonyms, setSynonyms] = useState<string[]>(item?.synonyms ?? []);
  const [destination, setDestination] = useState<WasteDestination | null>(item?.destination ?? null);
  const [note, setNote] = useState(item?.note ?? '');
  const [hidden, setHidden] = useState(item?.hidden ?? false);
  const [esName, setEsName] = useState(spanish?.name ?? '');
  const [esSynonyms, setEsSynonyms] = useState<string[]>(spanish?.synonyms ?? []);
  const [esNote, setEsNote] = useState(spanish?.note ?? '');
  const [tried, setTried] = useState(false);

  const nameError = tried && !name.trim() ? t('editor.form.nameRequired') : undefined;
  const destinationError = tried && !destination ? t('editor.form.destinationRequired') : undefined;
  const esNameError =
    tried && !esName.trim() && (esSynonyms.length > 0 || esNote.trim())
      ? t('editor.form.esNameRequired')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim() || !destination || (!esName.trim() && (esSynonyms.length > 0 || esNote.trim()))) {
      return;
    }
    const translations: TWasteGuideItemInput['translations'] = { ...item?.translations };
    if (esName.trim()) translations.es = { name: esName, synonyms: esSynonyms, note: esNote };
    else delete translations.es;
    save.mutate(
      { id: item?.id, item: { name, synonyms, destination, note, hidden, translations } },
      { onSuccess: onClose },
    );
  };

  const saveError = save.error
    ? // the editor adds only to a list of its own, so a conflict is a name the list has
      isApiError(save.error) && save.error.status === 409
      ? t('editor.form.nameTaken', { name: name.trim() })
      : t('editor.form.saveFailed')
    : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('editor.fields.name')}
          required
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError}
          data-autofocus
        />
        <SynonymsInput
          label={t('editor.fields.synonyms')}
          description={t('editor.fields.synonymsHint')}
          value={synonyms}
          onChange={setSynonyms}
        />
        <Select
          label={t('editor.fields.destination')}
          required
          value={destination}
          onChange={(value) => setDestination(value as WasteDestination | null)}
          data={WASTE_DESTINATIONS.map((code) => ({ value: code, label: t(`destinations.${code}`) }))}
          error={destinationError}
          allowDeselect={false}
        />
        <NoteInput label={t('editor.fields.note')} value={note} onChange={setNote} />
        <Switch
          label={t('editor.fields.hidden')}
          description={t('editor.fields.hiddenHint')}
          checked={hidden}
          onChange={(e) => setHidden(e.currentTarget.checked)}
        />
        <Divider
          my="xs"
          label={
            <Text size="sm" fw={600}>
              {t('editor.fields.spanish')}
            </Text>
          }
          labelPosition="left"
        />
        <TextInput
          label={t('editor.fields.esName')}
          lang="es"
          value={esName}
          maxLength={MAX_NAME_LENGTH}
          onChange={(e) => setEsName(e.currentTarget.value)}
          error={esNameError}
        />
        <SynonymsInput
          label={t('editor.fields.esSynonyms')}
          lang="es"
          value={esSynonyms}
          onChange={setEsSynonyms}
        />
        <NoteInput label={t('editor.fields.esNote')} lang="es" value={esNote} onChange={setEsNote} />
        {saveError ? <ErrorAlert>{saveError}</ErrorAlert> : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('editor.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? t('editor.form.save') : t('editor.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An item's other names in one language: tags, typed apart by a comma or a bar. */
function SynonymsInput(props: {
  label: string;
  description?: string;
  lang?: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return <TagsInput {...props} maxTags={MAX_SYNONYMS} splitChars={[',', '|']} clearable />;
}

/** An item's note in one language. */
function NoteInput({
  onChange,
  ...props
}: {
  label: string;
  lang?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Textarea
      {...props}
      maxLength={MAX_NOTE_LENGTH}
      autosize
      minRows={2}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
