/**
 * The staff editor of one "what goes where" list (a portal's, or the hauler's), shown in the content
 * editor: search the items, 20 at a time with Load More; add, change, hide or show one; import a CSV
 * (every row or none, each bad line shown) and export the list as CSV. A portal that still uses the
 * hauler's list shows it read-only with "Start this portal's list from the hauler's".
 *
 * `addName` (the dashboard's "Add item" on a search that found nothing) opens the add form with the
 * name filled in.
 */
import { Suspense, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCopy,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  WASTE_GUIDE_CSV_MAX_BYTES,
  ZWasteGuideCsvErrors,
  type TWasteGuideEditorItem,
} from '../../../../domain/what-goes-where/editor';
import { formatNumber } from '../../../i18n/format';
import { isApiError } from '../../../lib/api-client';
import {
  useCopyHaulerList,
  useImportWasteGuideCsv,
  useSaveWasteGuideItem,
  useWasteGuideItems,
  wasteGuideEditorUrls,
} from '../api/waste-guide-editor';
import { ItemFormModal } from './item-form-modal';
import { ErrorAlert } from '../../../components/widgets/error-alert';
import { SectionLoading } from '../../../components/widgets/section-loading';
import { SearchInput, useDebouncedSearch } from '../../../components/widgets/search-input';
import { LoadMoreButton } from '../../../components/widgets/load-more-button';
import { BareList } from './bare-list';

/** Bad lines shown after a refused import; the count says how many more there are. */
const SHOWN_CSV_ERRORS = 10;

export interface WasteGuideEditorProps {
  /** A portal's id, or 'hauler'. */
  listId: string;
  addName?: string;
}

type Editing = { item: TWasteGuideEditorItem | null; name?: string } | null;

/** The editor; its words load on their own (the pages that show it need not name the namespace). */
export function WasteGuideEditor(props: WasteGuideEditorProps) {
  return (
    <Suspense fallback={<Loader />}>
      <ListEditor {...props} />
    </Suspense>
  );
}

function ListEditor({ listId, addName }: WasteGuideEditorProps) {
  const { t } = useTranslation('what-goes-where');
  const { search, inputProps } = useDebouncedSearch();
  const list = useWasteGuideItems(listId, search);
  const [editing, setEditing] = useState<Editing>(addName ? { item: null, name: addName } : null);
  const isHauler = listId === 'hauler';
  // a portal's list is written only once it is known to be its own (not while it loads)
  const writable = isHauler || (list.isSuccess && list.ownList);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3} size="h4">
          {isHauler ? t('editor.haulerTitle') : t('editor.portalTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {isHauler ? t('editor.haulerIntro') : t('editor.portalIntro')}
        </Text>
      </Stack>

      {list.isSuccess && !writable ? <StartFromHauler listId={listId} /> : null}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('editor.search')}
          placeholder={t('editor.searchPlaceholder')}
          {...inputProps}
          w={{ base: '100%', sm: 320 }}
        />
        {writable ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ item: null })}
          >
            {t('editor.add')}
          </Button>
        ) : null}
        <CsvButtons listId={listId} />
      </Group>

      {list.isPending ? (
        <SectionLoading label={t('editor.loading')} />
      ) : list.isError ? (
        <ErrorAlert>{t('editor.loadFailed')}</ErrorAlert>
      ) : list.items.length === 0 ? (
        <Text c="dimmed">{search ? t('editor.noneFound', { search }) : t('editor.empty')}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" role="status">
            {t('editor.count', { count: list.total, n: formatNumber(list.total) })}
          </Text>
          <BareList gap="xs" label={t('editor.listLabel')}>
            {list.items.map((item) => (
              <ItemRow
                key={item.id}
                listId={listId}
                item={item}
                writable={writable}
                onEdit={() => setEditing({ item })}
              />
            ))}
          </BareList>
          {list.hasNextPage ? (
            <Group justify="center">
              <LoadMoreButton list={list} label={t('editor.loadMore')} />
            </Group>
          ) : null}
        </Stack>
      )}

      {writable ? (
        <ItemFormModal
          listId={listId}
          item={editing?.item ?? null}
          initialName={editing?.name}
          opened={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

function ItemRow({
  listId,
  item,
  writable,
  onEdit,
}: {
  listId: string;
  item: TWasteGuideEditorItem;
  writable: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('what-goes-where');
  const save = useSaveWasteGuideItem(listId);
  const spanish = item.translations.es;
  const toggleHidden = () => {
    const { id, updatedAt: _at, updatedBy: _by, ...fields } = item;
    save.mutate({ id, item: { ...fields, hidden: !item.hidden } });
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="md"
      py="sm"
      aria-label={item.name}
      bg={item.hidden ? 'gray.0' : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{item.name}</Text>
            {item.hidden ? (
              <Badge color="gray" variant="light">
                {t('editor.hiddenBadge')}
              </Badge>
            ) : null}
          </Group>
          {/* a plain badge: the public page's DestinationBadge here would split it into a chunk of its own */}
          <Badge variant="light" color="gray" c="gray.9" w="fit-content">
            {t(`destinations.${item.destination}`)}
          </Badge>
          {item.synonyms.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('editor.synonymsLine', { synonyms: item.synonyms.join(', ') })}
            </Text>
          ) : null}
          {item.note ? <Text size="sm">{item.note}</Text> : null}
          {spanish ? (
            <Text size="sm" c="dimmed" lang="es">
              {t('editor.spanishLine', { name: spanish.name })}
            </Text>
          ) : null}
        </Stack>
        {writable ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              onClick={onEdit}
              aria-label={t('editor.editItem', { name: item.name })}
            >
              {t('editor.edit')}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={save.isPending}
              leftSection={
                item.hidden ? (
                  <IconEye size={14} aria-hidden="true" />
                ) : (
                  <IconEyeOff size={14} aria-hidden="true" />
                )
              }
              onClick={toggleHidden}
              aria-label={
                item.hidden
                  ? t('editor.showItem', { name: item.name })
                  : t('editor.hideItem', { name: item.name })
              }
            >
              {item.hidden ? t('editor.show') : t('editor.hide')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {save.isError ? (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {t('editor.form.saveFailed')}
        </Text>
      ) : null}
    </Paper>
  );
}

function StartFromHauler({ listId }: { listId: string }) {
  const { t } = useTranslation('what-goes-where');
  const copy = useCopyHaulerList(listId);
  return (
    <Alert color="blue" variant="light" title={t('editor.usesHauler')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('editor.usesHaulerText')}</Text>
        <Button
          leftSection={<IconCopy size={16} aria-hidden="true" />}
          loading={copy.isPending}
          onClick={() => copy.mutate()}
        >
          {t('editor.startFromHauler')}
        </Button>
        {copy.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t('editor.copyFailed')}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

function CsvButtons({ listId }: { listId: string }) {
  const { t } = useTranslation('what-goes-where');
  const importCsv = useImportWasteGuideCsv(listId);
  const [tooLarge, setTooLarge] = useState(false);
  const resetRef = useRef<() => void>(null);

  const pick = (file: File | null) => {
    resetRef.current?.();
    importCsv.reset();
    setTooLarge(false);
    if (!file) return;
    if (file.size > WASTE_GUIDE_CSV_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    void file.text().then((csv) => importCsv.mutate(csv));
  };

  const error = importCsv.error;
  const lines =
    isApiError(error) && error.status === 422
      ? (ZWasteGuideCsvErrors.safeParse(error.details?.errors).data ?? [])
      : [];

  return (
    <>
      <FileButton onChange={pick} accept=".csv,text/csv" resetRef={resetRef}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            loading={importCsv.isPending}
            leftSection={<IconUpload size={16} aria-hidden="true" />}
          >
            {t('editor.import')}
          </Button>
        )}
      </FileButton>
      <Button
        component="a"
        href={wasteGuideEditorUrls.export(listId)}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
      >
        {t('editor.export')}
      </Button>
      {importCsv.isSuccess ? (
        <Alert color="green" w="100%" role="status">
          {t('editor.imported', { added: importCsv.data.added, updated: importCsv.data.updated })}
        </Alert>
      ) : null}
      {tooLarge || error ? (
        <Alert
          color="red"
          w="100%"
          role="alert"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title={t('editor.importFailed')}
        >
          {tooLarge ? (
            t('editor.importTooLarge')
          ) : lines.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm">{t('editor.importBadRows', { count: lines.length })}</Text>
              <List size="sm">
                {lines.slice(0, SHOWN_CSV_ERRORS).map((line) => (
                  <List.Item key={line.line}>
                    {t('editor.importLine', { line: line.line, message: line.message })}
                  </List.Item>
                ))}
              </List>
              {lines.length > SHOWN_CSV_ERRORS ? (
                <Text size="sm">{t('editor.importMore', { count: lines.length - SHOWN_CSV_ERRORS })}</Text>
              ) : null}
            </Stack>
          ) : isApiError(error) && error.status === 413 ? (
            t('editor.importTooLarge')
          ) : isApiError(error) && error.isClientError ? (
            error.message
          ) : (
            t('editor.importError')
          )}
        </Alert>
      ) : null}
    </>
  );
}
