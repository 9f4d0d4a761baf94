/**
 * "Manage Customer Profile" (spec 03 §2.9): a large modal with a static backdrop. For now it shows the
 * profile's header (address, name, type, customer ID, firebaseUid, default services ID); the editing
 * tabs (profile information, services, enterprise customers) come with the profile save.
 */
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  customerAddressText,
  type TCustomerProfileListItem,
} from '../../../../domain/customer-profiles/customer-profile-admin';

interface ManageCustomerModalProps {
  opened: boolean;
  customer: TCustomerProfileListItem | null;
  onClose: () => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function ManageCustomerModal({ opened, customer, onClose }: ManageCustomerModalProps) {
  const { t, i18n } = useTranslation('customer-profiles');
  const none = t('manageModal.none');
  const created = customer
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' }).format(
        new Date(customer.createdAt),
      )
    : '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('manageModal.title')}
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('manageModal.close') }}
      centered
    >
      {customer ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t('manageModal.address')} value={customerAddressText(customer)} />
            <Field
              label={t('manageModal.name')}
              value={`${customer.firstName} ${customer.lastName}`.trim() || none}
            />
            <Field label={t('manageModal.type')} value={t(`types.${customer.customerType}`)} />
            <Field label={t('manageModal.customerId')} value={customer.uid} />
            <Field label={t('manageModal.firebaseUid')} value={customer.uid || none} />
            <Field label={t('manageModal.defaultServicesId')} value={customer.defaultServicesId ?? none} />
            <Field label={t('manageModal.email')} value={customer.email} />
            <Field label={t('manageModal.phone')} value={customer.phoneNumber || none} />
            <Field label={t('manageModal.portal')} value={customer.portalTitle ?? t('unknownPortal')} />
            <Field label={t('manageModal.created')} value={created} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manageModal.close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
