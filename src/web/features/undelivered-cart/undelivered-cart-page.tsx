/**
 * /admin/undelivered-cart (spec 03 §2.14): the undelivered-cart wizard in a static modal (a click
 * outside does not close it) that opens with the page. Closed, the page offers to start again and
 * leads to Address Management. Phones get the modal full screen.
 */
import { useState } from 'react';
import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconList, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AdminPage, PageLink, pageWords } from '../../components/admin-list';
import { paths } from '../../../domain/paths';
import { UndeliveredCartWizard } from './components/undelivered-cart-wizard';

export function UndeliveredCartPage() {
  const { t } = useTranslation('undelivered-cart');
  const [opened, setOpened] = useState(true);
  // the spec's mobile breakpoint: under 768 px
  const phone = useMediaQuery('(max-width: 47.99em)');
  // a new wizard each time it opens
  const [round, setRound] = useState(0);

  return (
    <AdminPage
      size="lg"
      {...pageWords(t, '', 'backToAdmin')}
      icon={<IconTruckDelivery size={24} />}
      actions={
        <PageLink to={paths.admin.addedAddresses} icon={IconList} variant="default">
          {t('addressManagement')}
        </PageLink>
      }
      modals={
        <Modal
          opened={opened}
          onClose={() => setOpened(false)}
          title={t('title')}
          size="xl"
          fullScreen={phone}
          closeOnClickOutside={false}
          closeButtonProps={{ 'aria-label': t('close') }}
          styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        >
          <UndeliveredCartWizard key={round} onClose={() => setOpened(false)} />
        </Modal>
      }
    >
      {/* what the page says behind the wizard only once it is closed */}
      {opened ? null : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm" align="flex-start">
            <Text>{t('closed.text')}</Text>
            <Button
              onClick={() => {
                setRound((r) => r + 1);
                setOpened(true);
              }}
            >
              {t('closed.start')}
            </Button>
          </Stack>
        </Paper>
      )}
    </AdminPage>
  );
}
