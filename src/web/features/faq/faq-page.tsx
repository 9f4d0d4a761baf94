/**
 * /FAQ (spec 02 §2.5): FREQUENTLY ASKED QUESTIONS, an accordion of the portal's questions and answers.
 */
import { useState } from 'react';
import { Accordion, Alert, Anchor, Box, Container, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '../../components/rich-content';
import { PageLoading } from '../../components/page-loading';
import { useContentLoadingWhile } from '../../components/content-loading';
import { paths } from '../../app/paths';
import { useFaqContent } from './api/get-faq-content';

export function FaqPage() {
  const { t } = useTranslation('faq');
  const query = useFaqContent();
  const [errorDismissed, setErrorDismissed] = useState(false);
  useContentLoadingWhile(query.isPending);

  const items = query.data?.content?.items ?? [];

  let body;
  if (query.isPending) {
    body = <PageLoading message={t('loading')} minHeight="30vh" />;
  } else if (query.isError) {
    body = errorDismissed ? null : (
      <Alert
        color="red"
        radius="lg"
        role="alert"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        withCloseButton
        closeButtonLabel={t('dismiss')}
        onClose={() => setErrorDismissed(true)}
      >
        {t('error')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Alert color="gray" radius="lg" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
        {t('empty')}
      </Alert>
    );
  } else {
    body = (
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
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
    );
  }

  return (
    <>
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="md" py={{ base: 24, md: 36 }}>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {t('title')}
            </Title>
            <Text c="dimmed">{t('intro')}</Text>
          </Stack>
        </Container>
      </Box>
      <Container size="md" py={{ base: 'lg', md: 36 }}>
        <Stack gap="lg">
          {body}
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
