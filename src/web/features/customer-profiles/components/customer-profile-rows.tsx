/**
 * A customer of the Customer Profiles list: the table's header and cells (portal, name with the
 * Enterprise badge, e-mail, phone, address, Manage and Delete) and the card phones get instead.
 */
import type { ReactNode } from 'react';
import { Badge, Group, Table, Text } from '@mantine/core';
import { IconSettings, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  customerAddressText,
  type TCustomerProfileListItem,
} from '../../../../domain/customer-profiles/customer-profile-admin';
import { headCells, ListCard, RowButton } from '../../../components/admin-list';
import { EmailText } from '../../../components/email-text';

const COLUMNS = ['portal', 'name', 'email', 'phone', 'address', 'actions'];

/** The table's header cells. */
export function customerProfileHead(t: TFunction): ReactNode[] {
  return headCells(COLUMNS.map((column) => t(`columns.${column}`)));
}

/** The name staff know the customer by: the person, else the organization, else the e-mail. */
export function customerNameOf(c: TCustomerProfileListItem): string {
  return `${c.firstName} ${c.lastName}`.trim() || c.organizationName || c.email;
}

function usePortalOf() {
  const { t } = useTranslation('customer-profiles');
  return (c: TCustomerProfileListItem) => c.portalTitle ?? t('unknownPortal');
}

function EnterpriseBadge({ customer, size }: { customer: TCustomerProfileListItem; size: 'xs' | 'sm' }) {
  const { t } = useTranslation('customer-profiles');
  return customer.customerType === 'enterprise' ? (
    <Badge variant="light" size={size}>
      {t('types.enterprise')}
    </Badge>
  ) : null;
}

export interface CustomerRowProps {
  customer: TCustomerProfileListItem;
  onManage: (customer: TCustomerProfileListItem) => void;
  onDelete: (customer: TCustomerProfileListItem) => void;
}

function RowActions({ customer, onManage, onDelete }: CustomerRowProps) {
  const { t } = useTranslation('customer-profiles');
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <RowButton
        icon={IconSettings}
        label={t('manageLabel', { name: customerNameOf(customer) })}
        onClick={() => onManage(customer)}
      >
        {t('manage')}
      </RowButton>
      <RowButton
        icon={IconTrash}
        color="red"
        label={t('deleteLabel', { name: customerNameOf(customer) })}
        onClick={() => onDelete(customer)}
      >
        {t('delete')}
      </RowButton>
    </Group>
  );
}

/** The table row's cells. */
export function CustomerProfileCells(props: CustomerRowProps) {
  const { customer } = props;
  const portalOf = usePortalOf();
  return (
    <>
      <Table.Td>
        <Text fz="sm">{portalOf(customer)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" fw={500}>
            {customerNameOf(customer)}
          </Text>
          <EnterpriseBadge customer={customer} size="xs" />
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">
          <EmailText email={customer.email} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {customer.phoneNumber || '-'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{customerAddressText(customer)}</Text>
      </Table.Td>
      <Table.Td>
        <RowActions {...props} />
      </Table.Td>
    </>
  );
}

/** The card of a phone. */
export function CustomerProfileCard(props: CustomerRowProps) {
  const { customer } = props;
  const portalOf = usePortalOf();
  return (
    <ListCard
      heading={
        <>
          <Text fw={600}>{customerNameOf(customer)}</Text>
          <Text fz="xs" c="dimmed">
            {portalOf(customer)}
          </Text>
        </>
      }
      aside={<EnterpriseBadge customer={customer} size="sm" />}
      actions={<RowActions {...props} />}
    >
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {customer.email}
      </Text>
      {customer.phoneNumber ? <Text fz="sm">{customer.phoneNumber}</Text> : null}
      <Text fz="sm" c="dimmed">
        {customerAddressText(customer)}
      </Text>
    </ListCard>
  );
}
