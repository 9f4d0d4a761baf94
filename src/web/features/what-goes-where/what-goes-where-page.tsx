/**
 * /WhatGoesWhere (issue 32 §3), public: search a household item as you type and see which cart it
 * goes in or where to take it, with a note. Typos are forgiven ("Did you mean …?"); a search that
 * finds nothing offers the contact form with the search filled in, and is counted for staff once the
 * person stops typing. A visitor picks their town's list by ZIP code (a signed-in customer's portal
 * is known to the server). The search and the ZIP code are kept in the address (?q=&zip=) so they can
 * be shared or reloaded.
 */
import { useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Chip,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessageQuestion, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TitledBand } from '../../components/page-band';
import { paths } from '../../../domain/paths';
import { MAX_QUERY_LENGTH, type TWasteGuideItemView } from '../../../domain/what-goes-where';
import { reportWasteGuideMiss, useWasteGuideSearch } from './api/search-waste-guide';
import { DestinationBadge } from './destination-badge';
import { BareList } from './components/bare-list';

/** Searches offered before anything is typed: what residents ask most. */
const EXAMPLES = ['pizza box', 'batteries', 'paint', 'light bulb', 'plastic bag'];
/** How long typing pauses before the search runs (each letter would be a request otherwise). */
const TYPING_PAUSE_MS = 150;
/** How long a search that found nothing stands before it is counted as a miss. */
const MISS_SETTLE_MS = 2_000;
const ZIP_CODE = /^\d{5}$/;

/** "pizza box" → "Pizza box": the list is written in lower case, a card's title starts with a capital. */
function sentenceCase(name: string, language: string): string {
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

function ItemCard({ item, pageLanguage }: { item: TWasteGuideItemView; pageLanguage: string }) {
  // an item staff gave no translation for is shown in English, marked so for screen readers
  const lang =
    item.language === pageLanguage.split('-')[0] || item.language === pageLanguage
      ? undefined
      : item.language;
  return (
    <Paper component="li" withBorder radius="lg" p="md" lang={lang}>
      <Stack gap={8}>
        <Title order={2} fz="lg">
          {sentenceCase(item.name, item.language)}
        </Title>
        <DestinationBadge destination={item.destination} />
        {item.note ? <Text c="gray.8">{item.note}</Text> : null}
      </Stack>
    </Paper>
  );
}

export function WhatGoesWherePage() {
  const { t, i18n } = useTranslation('what-goes-where');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [query] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const [zipText, setZipText] = useState(() => params.get('zip') ?? '');
  const [zipLeft, setZipLeft] = useState(false);
  const zip = ZIP_CODE.test(zipText) ? zipText : undefined;
  const search = useWasteGuideSearch(query, i18n.language, zip);
  // the answer to what is typed now; while the next one loads, the last list stays on screen
  const answer = query && search.data?.query === query ? search.data : null;
  const shownItems = query ? (search.data?.items ?? []) : [];
  const nothingFound = answer !== null && answer.items.length === 0;

  useEffect(() => {
    setParams({ ...(query && { q: query }), ...(zip && { zip }) }, { replace: true });
  }, [query, zip, setParams]);

  useEffect(() => {
    if (!nothingFound || query.length < 2) return undefined;
    const timer = setTimeout(
      () => void reportWasteGuideMiss(query, zip).catch(() => undefined),
      MISS_SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [nothingFound, query, zip]);

  const askUs = `${paths.contactUs}?${new URLSearchParams({ message: t('askMessage', { query }) })}`;

  return (
    <>
      <TitledBand size="md" title={t('title')} intro={t('intro')} />
      <Container size="md" py={{ base: 'lg', md: 36 }}>
        <Stack gap="lg">
          <TextInput
            type="search"
            size="lg"
            radius="md"
            label={t('searchLabel')}
            placeholder={t('placeholder')}
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={20} aria-hidden="true" />}
            rightSection={search.isFetching ? <Loader size="sm" aria-hidden="true" /> : null}
            autoComplete="off"
            enterKeyHint="search"
          />

          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('zip.label')}
              description={t('zip.hint')}
              value={zipText}
              onChange={(event) => setZipText(event.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
              onBlur={() => setZipLeft(true)}
              onFocus={() => setZipLeft(false)}
              error={zipLeft && zipText && !zip ? t('zip.invalid') : undefined}
              inputMode="numeric"
              autoComplete="postal-code"
              w={{ base: '100%', xs: 240 }}
            />
            {answer && zip ? (
              <Text c="dimmed" fz="sm" pb={6}>
                {answer.portalTitle
                  ? t('zip.portalList', { portal: answer.portalTitle })
                  : t('zip.haulerList')}
              </Text>
            ) : null}
          </Group>

          {!query ? (
            <Group gap="xs" aria-label={t('examplesLabel')} role="group">
              <Text c="dimmed" fz="sm">
                {t('examplesLabel')}
              </Text>
              {EXAMPLES.map((example) => (
                <Chip key={example} checked={false} onChange={() => setText(example)} variant="outline">
                  {example}
                </Chip>
              ))}
            </Group>
          ) : null}

          <Text role="status" aria-live="polite" c="dimmed" fz="sm">
            {search.isError
              ? ''
              : answer
                ? answer.items.length > 0
                  ? t('results', { count: answer.items.length })
                  : t('notFound', { query })
                : query
                  ? t('searching')
                  : ''}
          </Text>

          {search.isError ? (
            <Text c="red.8" role="alert">
              {t('error')}
            </Text>
          ) : null}

          {answer?.didYouMean ? (
            <Text>
              {t('didYouMean')}{' '}
              <Anchor
                component="button"
                type="button"
                fw={700}
                onClick={() => setText(answer.didYouMean ?? '')}
              >
                {answer.didYouMean}
              </Anchor>
              ?
            </Text>
          ) : null}

          {shownItems.length > 0 ? (
            <BareList gap="sm" label={t('listLabel')}>
              {shownItems.map((item) => (
                <ItemCard key={item.id} item={item} pageLanguage={i18n.language} />
              ))}
            </BareList>
          ) : null}

          {query && (nothingFound || search.isError) ? (
            <Paper withBorder radius="lg" p="lg" bg="gray.0">
              <Stack gap="sm" align="flex-start">
                <Text fw={600}>{t('askTitle')}</Text>
                <Button
                  component={Link}
                  to={askUs}
                  leftSection={<IconMessageQuestion size={18} aria-hidden="true" />}
                >
                  {t('askUs')}
                </Button>
              </Stack>
            </Paper>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
