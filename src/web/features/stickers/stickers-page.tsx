/**
 * /Stickers (spec 02 §2.6): the title, the description (**bold** shown bold) and a grid of location
 * cards, each with its title, an embedded map and the address.
 */
import { Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageBand, PageTitle } from '../../components/page-band';
import { PageStatus, queryStatus } from '../../components/page-status';
import { UntranslatedNote, useStaffContentLang } from '../../components/untranslated-content';
import { useContentLoadingWhile } from '../../components/content-loading';
import { useStickerContent } from './api/get-stickers-content';
import { StickerDescription } from './components/sticker-description';
import { LocationMap } from './components/location-map';

export function StickersPage() {
  const { t } = useTranslation('stickers');
  const query = useStickerContent();
  useContentLoadingWhile(query.isPending);

  const content = query.data?.content ?? null;
  const locations = content?.locations ?? [];
  const ready = !query.isPending && !query.isError && locations.length > 0;
  // staff's English original on a page in another language: lang="en" and one line that says so
  const lang = useStaffContentLang(query.data?.language);

  return (
    <>
      <PageBand>
        <Stack gap="sm" maw={820}>
          <PageTitle lang={content?.title ? lang : undefined}>{content?.title || t('title')}</PageTitle>
          {content?.description ? <StickerDescription text={content.description} lang={lang} /> : null}
          <UntranslatedNote show={content !== null && lang === 'en'} />
        </Stack>
      </PageBand>
      <Container size="lg" py={{ base: 'lg', md: 36 }}>
        <PageStatus {...queryStatus(query, t)} empty={locations.length === 0} emptyText={t('empty')} />
        {ready ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            component="ul"
            aria-label={t('listLabel')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {locations.map((location, i) => {
              const headingId = `sticker-location-${i}`;
              return (
                <Paper
                  key={location.id ?? i}
                  component="li"
                  withBorder
                  radius="lg"
                  p="md"
                  aria-labelledby={headingId}
                >
                  <Stack gap="sm">
                    <Title order={2} size="h4" id={headingId} lang={lang}>
                      {location.Title}
                    </Title>
                    <LocationMap
                      url={location.Embed_URL}
                      title={t('mapTitle', { name: location.Title || location.Address })}
                      unavailable={t('noMap')}
                    />
                    {location.Address ? (
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <IconMapPin
                          size={18}
                          aria-hidden="true"
                          style={{ flexShrink: 0, marginTop: 2 }}
                          color="var(--mantine-color-brand-7)"
                        />
                        <Text size="sm" component="address" style={{ fontStyle: 'normal' }} lang={lang}>
                          {location.Address}
                        </Text>
                      </Group>
                    ) : null}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        ) : null}
      </Container>
    </>
  );
}
