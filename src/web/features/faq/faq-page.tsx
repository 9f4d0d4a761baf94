/**
 * /FAQ (spec 02 §2.5): FREQUENTLY ASKED QUESTIONS, an accordion of the portal's questions and answers.
 */
import { Accordion, Anchor, Container, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '../../components/rich-content';
import { PageStatus, queryStatus } from '../../components/page-status';
import { TitledBand } from '../../components/page-band';
import { useContentLoadingWhile } from '../../components/content-loading';
import { paths } from '../../../domain/paths';
import { useFaqContent } from './api/get-faq-content';
import { UntranslatedNote, useStaffContentLang } from '../../components/untranslated-content';

export function FaqPage() {
  const { t } = useTranslation('faq');
  const query = useFaqContent();
  useContentLoadingWhile(query.isPending);
  // staff's English original on a page in another language: lang="en" and one line that says so
  const lang = useStaffContentLang(query.data?.language);

  const items = query.data?.content?.items ?? [];
  const ready = !query.isPending && !query.isError && items.length > 0;

  return (
    <>
      <TitledBand size="md" title={t('title')} intro={t('intro')} />
      <Container size="md" py={{ base: 'lg', md: 36 }}>
        <Stack gap="lg">
          <PageStatus {...queryStatus(query, t)} empty={items.length === 0} emptyText={t('empty')} />
          <UntranslatedNote show={ready && lang === 'en'} />
          {ready ? (
            <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }} lang={lang}>
              <Accordion variant="default" chevronPosition="right" aria-label={t('listLabel')}>
                {items.map((item, i) => (
                  <Accordion.Item key={item.id ?? i} value={String(item.id ?? i)}>
                    <Accordion.Control>
                      <Text component="h2" fw={600} fz="md" m={0}>
                        {item.title}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <MarkdownContent markdown={item.body} c="gray.8" />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Paper>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('moreHelp')}{' '}
            <Anchor href={paths.contactUs} target="_blank" rel="noopener noreferrer" fw={600}>
              {t('contactUs')}
              <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </>
  );
}
