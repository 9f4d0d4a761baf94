/**
 * Open311 API keys (admin only): the keys cities' 311 systems use to file tickets through the
 * GeoReport v2 endpoint (/open311/v2). Lists every key (name, start of the key, portals, created,
 * status), creates one (shown once with a copy button) and revokes one after a confirmation. The server
 * refuses these calls to anyone but a staff admin anyway.
 */
import { useState } from 'react';
import { Badge, Code, Table, Text } from '@mantine/core';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOpen311Key } from '../../../domain/open311/open311';
import { RowButton } from '../../components/admin-list';
import { ResourcePage } from '../../components/admin-forms/resource-page';
import { adminOnlyPage } from '../../components/admin-forms/admin-only-page';
import { DocsLink, ResourceTable } from '../../components/admin-forms/resource-table';
import { useOpen311Keys } from './api/find-open311-keys';
import { CreateKeyModal } from './components/create-key-modal';
import { RevokeKeyModal } from './components/revoke-key-modal';
import { formatShortDate } from '../../i18n/format';

const COLUMNS = ['name', 'key', 'portals', 'created', 'status', 'actions'];
/** This server's address, for the endpoint a city configures (none while rendered without a browser). */
const origin = typeof window === 'undefined' ? '' : window.location.origin;

export const Open311KeysPage = adminOnlyPage(Open311Keys);

function Open311Keys() {
  const { t } = useTranslation('open311-keys');
  const keys = useOpen311Keys();
  const [revoking, setRevoking] = useState<TOpen311Key | null>(null);
  const shortDate = (iso: string) => formatShortDate(iso);

  return (
    <ResourcePage
      t={t}
      createIcon={IconKey}
      createDialog={CreateKeyModal}
      modals={<RevokeKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />}
    >
      <Text size="sm" c="dimmed">
        {t('endpoint')} <Code>{`${origin}/open311/v2/discovery.xml`}</Code> <DocsLink label={t('docs')} />
      </Text>
      <ResourceTable
        t={t}
        minWidth={720}
        columns={COLUMNS}
        query={keys}
        keyOf={(key) => key.id}
        row={(key) => (
          <>
            <Table.Td fw={500}>{key.name}</Table.Td>
            <Table.Td>
              <Code>{`${key.keyPrefix}…`}</Code>
            </Table.Td>
            <Table.Td>{key.portals.map((p) => p.title).join(', ')}</Table.Td>
            <Table.Td>
              <Text size="sm">{shortDate(key.createdAt)}</Text>
              <Text size="xs" c="dimmed">
                {key.createdBy}
              </Text>
            </Table.Td>
            <Table.Td>
              {key.revokedAt ? (
                <Badge color="gray" variant="light">
                  {t('status.revoked', { date: shortDate(key.revokedAt) })}
                </Badge>
              ) : (
                <Badge color="teal" variant="light">
                  {t('status.active')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td ta="end">
              {key.revokedAt ? null : (
                <RowButton
                  size="xs"
                  icon={IconKeyOff}
                  color="red"
                  label={t('revoke.label', { name: key.name })}
                  onClick={() => setRevoking(key)}
                >
                  {t('revoke.button')}
                </RowButton>
              )}
            </Table.Td>
          </>
        )}
      />
    </ResourcePage>
  );
}
