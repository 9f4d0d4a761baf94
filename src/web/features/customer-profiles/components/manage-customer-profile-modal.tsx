/**
 * The Manage Customer Profile modal (spec 03 §2.9): a static backdrop, large (full screen on phones),
 * with the customer's header facts; the tabs Profile Information, the three service tabs (residential)
 * or Manage Customers (enterprise); Close and "Save All Changes" with dismissible success and error
 * alerts. Everything edited is sent in one save; the server applies the customer's own rules again.
 *
 *   <ManageCustomerProfileModal uid={uid} opened={opened} onClose={close} onSaved={refreshList} />
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Divider,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle, IconListDetails, IconLock, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MANAGE_CUSTOMER_PROFILE_MESSAGES,
  type TAvailableCustomer,
  type TCustomerProfileDetail,
  type TCustomerProfileSaveResponse,
  type TCustomerProfileServices,
  type TSelectedCustomerView,
} from '../../../../domain/customer-profiles/manage-customer-profile';
import { profileUpdateValues } from '../../../../domain/my-account';
import { REGISTRATION_MESSAGES } from '../../../../domain/registration/messages';
import { formatPhone } from '../../../../domain/registration/phone';
import { SERVICE_TYPES, type ServiceType } from '../../../../domain/services/service-changes';
import type { TServiceCard } from '../../../../domain/services/services-api';
import {
  joinCatalogs,
  messageKeys,
  useServerMessage,
  type TServerMessageCatalog,
} from '../../../lib/server-message';
import { paths } from '../../../../domain/paths';
import { SERVICE_MESSAGES, ServiceSummary } from '../../services';
import { useProfileForm, type ProfileForm } from '../../my-account';
import {
  BillingAddressFields,
  ContactMethodFields,
  NameFields,
  OptInFields,
  PhoneFields,
  contactFieldProps,
} from '../../../components/contact-fields';
import {
  DetailFact,
  DetailLink,
  DetailLoadFailed,
  DetailLoading,
  DetailModal,
  OutcomeAlert,
} from '../../../components/admin-forms/detail-modal';
import {
  useAvailableCustomers,
  useCustomerProfileDetail,
  useCustomerProfileServices,
  useSaveCustomerProfile,
} from '../api/manage-customer-profile';
import {
  buildSaveBody,
  customerKey,
  initialServiceEdit,
  NO_CUSTOMER_EDITS,
  serviceEditBody,
  type CustomerEdits,
  type ServiceEditState,
  type ServiceEdits,
} from './manage-customer-profile-edits';

const NS = 'manage-customer-profile';

/** Where the editor goes when it is done: closed, and after a save the server's answer. */
interface EditorExits {
  onClose: () => void;
  /** Called after a successful save with the server's answer (the list can refresh its row). */
  onSaved?: (result: TCustomerProfileSaveResponse) => void;
}

export interface ManageCustomerProfileModalProps extends EditorExits {
  /** The profile to manage; null while none is chosen. */
  uid: string | null;
  opened: boolean;
}

export function ManageCustomerProfileModal({
  uid,
  opened,
  onClose,
  onSaved,
}: ManageCustomerProfileModalProps) {
  const { t } = useTranslation(NS);
  return (
    // a static backdrop: a click beside the modal must not throw away unsaved edits
    <DetailModal opened={opened} onClose={onClose} title={t('title')} closeOnClickOutside={false}>
      {uid ? <ManageCustomerProfilePanel key={uid} uid={uid} onClose={onClose} onSaved={onSaved} /> : null}
    </DetailModal>
  );
}

/** The modal's content: loads the profile, then the editor. */
export function ManageCustomerProfilePanel({ uid, onClose, onSaved }: EditorExits & { uid: string }) {
  const { t } = useTranslation(NS);
  const detail = useCustomerProfileDetail(uid);
  if (detail.isPending) return <DetailLoading text={t('loading')} />;
  if (detail.isError) {
    return (
      <DetailLoadFailed closeText={t('actions.close')} onClose={onClose}>
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          {t('loadFailed')}
        </Alert>
      </DetailLoadFailed>
    );
  }
  return <ProfileEditor detail={detail.data} onClose={onClose} onSaved={onSaved} />;
}

// ---------------------------------------------------------------------------------------------

export type SaveAlertState = { kind: 'success' } | { kind: 'error'; error: unknown };

/** The contact checks whose keys are under `errors.` (My Account's schema, which the save uses). */
const CONTACT_ERRORS = [
  'firstNameRequired',
  'lastNameRequired',
  'phoneRequired',
  'invalidPhoneNumber',
  'invalidPhoneFormat',
  'phoneTenDigits',
  'contactMethodRequired',
  'billingAddressRequired',
  'billingCityRequired',
  'billingStateRequired',
  'billingZipRequired',
  'zipInvalid',
] as const satisfies ReadonlyArray<keyof typeof REGISTRATION_MESSAGES>;

/**
 * What a refused save can say: the profile's own rules, the contact checks and the service rules.
 * Anything else (e.g. a cart size the portal stopped offering since the page loaded) shows the spec's
 * failure text alone rather than English.
 */
export const SAVE_MESSAGES: TServerMessageCatalog = joinCatalogs(
  {
    keys: messageKeys(MANAGE_CUSTOMER_PROFILE_MESSAGES, {
      updated: `${NS}:messages.updated`,
      updateFailed: `${NS}:messages.updateFailed`,
      noServiceDetailsTitle: `${NS}:services.noDetailsTitle`,
      noServiceDetails: `${NS}:services.noDetails`,
      serviceDetailsFailed: `${NS}:services.loadFailed`,
      notFound: `${NS}:serverMessages.notFound`,
      alreadySelected: `${NS}:serverMessages.alreadySelected`,
      customerNotAvailable: `${NS}:serverMessages.customerNotAvailable`,
      atLeastOneCustomer: `${NS}:serverMessages.atLeastOneCustomer`,
      notEnterprise: `${NS}:serverMessages.notEnterprise`,
      enterpriseHasNoServices: `${NS}:serverMessages.enterpriseHasNoServices`,
    }),
  },
  { keys: new Map(CONTACT_ERRORS.map((name) => [REGISTRATION_MESSAGES[name], `${NS}:errors.${name}`])) },
  SERVICE_MESSAGES,
);

/** The dismissible outcome of a save: the spec's success or failure text (with the server's reason for a refusal). */
export function SaveAlert({ alert, onClose }: { alert: SaveAlertState | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const reasonOf = useServerMessage(SAVE_MESSAGES);
  if (!alert) return null;
  const success = alert.kind === 'success';
  return (
    <OutcomeAlert
      success={success}
      title={success ? t('messages.updated') : t('messages.updateFailed')}
      dismissText={t('actions.dismiss')}
      onClose={onClose}
    >
      {alert.kind === 'error' ? reasonOf(alert.error) : null}
    </OutcomeAlert>
  );
}

type TabName = 'profile' | ServiceType | 'customers';

function ProfileEditor({ detail, onClose, onSaved }: EditorExits & { detail: TCustomerProfileDetail }) {
  const { t } = useTranslation(NS);
  const enterprise = detail.type === 'Enterprise';
  const services = useCustomerProfileServices(detail.uid, !enterprise);
  const form = useProfileForm(profileUpdateValues(detail.profile), NS);
  const [tab, setTab] = useState<TabName>('profile');
  const [serviceEdits, setServiceEdits] = useState<ServiceEdits>({});
  const [customerEdits, setCustomerEdits] = useState<CustomerEdits>(NO_CUSTOMER_EDITS);
  const [alert, setAlert] = useState<SaveAlertState | null>(null);
  const save = useSaveCustomerProfile(detail.uid);
  const cards = services.data?.available ? services.data.services.cards : [];

  const onSave = () => {
    setAlert(null);
    if (form.validate().hasErrors) {
      setTab('profile');
      return;
    }
    const body = buildSaveBody({
      profile: form.getValues(),
      cards,
      serviceEdits,
      selectedCustomers: detail.selectedCustomers,
      customerEdits,
    });
    save.mutate(body, {
      onSuccess: (result) => {
        setAlert({ kind: 'success' });
        setServiceEdits({});
        setCustomerEdits(NO_CUSTOMER_EDITS);
        const values = profileUpdateValues(result.detail.profile);
        form.setInitialValues(values);
        form.setValues(values);
        onSaved?.(result);
      },
      onError: (error) => {
        // a refusal names its reason (a rule the edit broke); anything else is the spec's text alone
        setAlert({ kind: 'error', error });
      },
    });
  };

  return (
    <Stack gap="md">
      <CustomerFacts detail={detail} />
      <DetailLink to={paths.admin.customerServiceRequests(detail.uid)} icon={IconListDetails}>
        {t('serviceRequests')}
      </DetailLink>
      <Tabs value={tab} onChange={(value) => value && setTab(value as TabName)} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="profile">{t('tabs.profile')}</Tabs.Tab>
          {enterprise ? (
            <Tabs.Tab value="customers">{t('tabs.customers')}</Tabs.Tab>
          ) : (
            SERVICE_TYPES.map((type) => (
              <Tabs.Tab key={type} value={type}>
                {t(`tabs.${type}`)}
              </Tabs.Tab>
            ))
          )}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <ProfileFields form={form} detail={detail} />
        </Tabs.Panel>
        {enterprise ? (
          <Tabs.Panel value="customers" pt="md">
            <CustomersTab
              uid={detail.uid}
              selected={detail.selectedCustomers}
              edits={customerEdits}
              onChange={setCustomerEdits}
            />
          </Tabs.Panel>
        ) : (
          SERVICE_TYPES.map((type) => (
            <Tabs.Panel key={type} value={type} pt="md">
              <ServiceTab
                type={type}
                services={services.data}
                loading={services.isPending}
                failed={services.isError}
                edit={serviceEdits[type]}
                onEdit={(edit) => setServiceEdits((all) => ({ ...all, [type]: edit }))}
              />
            </Tabs.Panel>
          ))
        )}
      </Tabs>
      {/* the footer stays in view while a long tab scrolls, so the outcome and the buttons are never hidden */}
      <Stack
        gap="sm"
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{
          zIndex: 'var(--mantine-z-index-app)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <SaveAlert alert={alert} onClose={() => setAlert(null)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button onClick={onSave} loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

/** The header facts of §2.9: address, name, type, customer ID, firebaseUid and default services ID (or None). */
export function CustomerFacts({ detail }: { detail: TCustomerProfileDetail }) {
  const { t } = useTranslation(NS);
  const none = t('facts.none');
  const a = detail.address;
  const street = a
    ? a.aptUnit
      ? t('facts.addressUnit', { street: a.street, unit: a.aptUnit })
      : a.street
    : '';
  const address = a
    ? `${street}, ${t('facts.cityStateZip', { city: a.city, state: a.state, zip: a.zip })}`
    : none;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      verticalSpacing="xs"
      component="dl"
      aria-label={t('facts.label')}
      m={0}
    >
      <DetailFact label={t('facts.address')}>{address}</DetailFact>
      <DetailFact label={t('facts.name')}>{detail.name}</DetailFact>
      <DetailFact label={t('facts.type')}>{t(`facts.types.${detail.type}`)}</DetailFact>
      <DetailFact label={t('facts.customerId')}>{detail.customerId ?? none}</DetailFact>
      <DetailFact label={t('facts.firebaseUid')}>{detail.firebaseUid ?? none}</DetailFact>
      <DetailFact label={t('facts.defaultServicesId')}>{detail.defaultServicesId ?? none}</DetailFact>
    </SimpleGrid>
  );
}

function ProfileFields({ form, detail }: { form: ProfileForm; detail: TCustomerProfileDetail }) {
  const { t } = useTranslation(NS);
  const fields = contactFieldProps(form, t, {
    prefix: 'fields.',
    optionPrefix: '',
    breakpoint: 'xs',
    autoComplete: 'off',
  });
  const different = form.getValues().differentBillingAddress;
  return (
    <Stack gap="md">
      {detail.organizationName !== null ? (
        <TextInput
          label={t('profile.organizationName')}
          value={detail.organizationName}
          readOnly
          variant="filled"
        />
      ) : null}
      <Text fw={600}>{t('profile.contact')}</Text>
      <NameFields {...fields} />
      <TextInput
        label={t('fields.email')}
        value={detail.profile.email}
        readOnly
        variant="filled"
        description={t('profile.emailLocked')}
        rightSection={<IconLock size={16} aria-hidden="true" />}
      />
      <PhoneFields
        {...fields}
        numberProps={{
          onChange: (e) => form.setFieldValue('phoneNumber', formatPhone(e.currentTarget.value)),
        }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <ContactMethodFields {...fields} inline={false} />
        <OptInFields {...fields} heading={t('profile.optIns')} />
      </SimpleGrid>
      <Text fw={600}>{t('profile.billing')}</Text>
      <Checkbox
        label={t('profile.differentBilling')}
        {...form.getInputProps('differentBillingAddress', { type: 'checkbox' })}
      />
      {different ? (
        <Stack gap="sm">
          <BillingAddressFields {...fields} />
        </Stack>
      ) : null}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Trash, Recycling and Yard Waste tabs

function NoServiceDetails({ reason }: { reason: 'no-service-details' | 'load-failed' }) {
  const { t } = useTranslation(NS);
  return (
    <Alert
      color={reason === 'load-failed' ? 'red' : 'gray'}
      icon={<IconInfoCircle size={18} />}
      title={t('services.noDetailsTitle')}
    >
      {t(reason === 'load-failed' ? 'services.loadFailed' : 'services.noDetails')}
    </Alert>
  );
}

/** One service tab: the Services page's summary of the card and the size and extra-cart edits. */
export function ServiceTab({
  type,
  services,
  loading,
  failed,
  edit,
  onEdit,
}: {
  type: ServiceType;
  services: TCustomerProfileServices | undefined;
  loading: boolean;
  failed: boolean;
  edit: ServiceEditState | undefined;
  onEdit: (edit: ServiceEditState) => void;
}) {
  const { t } = useTranslation(NS);
  if (loading) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('services.loading')} />
      </Center>
    );
  }
  if (failed || !services) return <NoServiceDetails reason="load-failed" />;
  if (!services.available) return <NoServiceDetails reason={services.reason} />;
  const card = services.services.cards.find((c) => c.serviceType === type);
  if (!card) return <Text c="dimmed">{t('services.notShown')}</Text>;
  return (
    <ServiceEditor
      card={card}
      showRates={services.services.showRates}
      edit={edit ?? initialServiceEdit(card)}
      onEdit={onEdit}
    />
  );
}

function ServiceEditor({
  card,
  showRates,
  edit,
  onEdit,
}: {
  card: TServiceCard;
  showRates: boolean;
  edit: ServiceEditState;
  onEdit: (edit: ServiceEditState) => void;
}) {
  const { t } = useTranslation(NS);
  const titleId = `manage-service-${card.serviceType}`;
  const sizes = [
    ...(card.currentSize !== null
      ? [{ value: String(card.currentSize), label: t('services.sizeCurrent', { size: card.currentSize }) }]
      : []),
    ...card.changeSizes.map((option) => ({
      value: String(option.size),
      label: showRates
        ? t('services.sizeRate', { size: option.size, rate: option.rate.toFixed(2) })
        : t('services.sizeOption', { size: option.size }),
    })),
  ];
  const unsaved = serviceEditBody(card, edit) !== null;
  return (
    <Stack gap="md">
      <ServiceSummary card={card} showRates={showRates} titleId={titleId} reader="staff" />
      <Divider
        label={
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('services.changes')}
            </Text>
            {unsaved ? (
              <Badge color="yellow" variant="light" size="sm">
                {t('services.unsaved')}
              </Badge>
            ) : null}
          </Group>
        }
        labelPosition="left"
      />
      <Select
        label={t('services.size')}
        data={sizes}
        value={edit.size === null ? null : String(edit.size)}
        onChange={(value) => onEdit({ ...edit, size: value === null ? null : Number(value) })}
        allowDeselect={false}
        maw={320}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('services.additionalCarts')}
        </Text>
        {card.additionalCartsAllowed ? (
          <>
            <Text size="xs" c="dimmed">
              {t('services.cartsHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {card.additionalCartSizes.map((option) => (
                <NumberInput
                  key={option.size}
                  label={t('services.cartQuantity', { size: option.size })}
                  min={0}
                  max={99}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={edit.carts[String(option.size)] ?? 0}
                  onChange={(value) =>
                    onEdit({
                      ...edit,
                      carts: { ...edit.carts, [String(option.size)]: typeof value === 'number' ? value : 0 },
                    })
                  }
                />
              ))}
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('services.noAdditionalCarts')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Manage Customers tab (enterprise)

/** The columns both customer tables (the selected, the search's) begin with. */
const CUSTOMER_COLUMNS = ['company', 'customerNumber', 'customerName', 'siteName'];

function CustomersTab({
  uid,
  selected,
  edits,
  onChange,
}: {
  uid: string;
  selected: readonly TSelectedCustomerView[];
  edits: CustomerEdits;
  onChange: (edits: CustomerEdits) => void;
}) {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const available = useAvailableCustomers(uid, debounced, true);
  const removing = (key: string) => edits.remove.includes(key);
  const toggleRemove = (key: string) =>
    onChange({
      ...edits,
      remove: removing(key) ? edits.remove.filter((k) => k !== key) : [...edits.remove, key],
    });
  const adding = (c: TAvailableCustomer) => edits.add.some((a) => customerKey(a) === customerKey(c));
  const isSelected = (c: TAvailableCustomer) =>
    c.selected || selected.some((s) => customerKey(s) === customerKey(c) && !removing(customerKey(s)));

  return (
    <Stack gap="md">
      <Text fw={600}>
        {t('customers.selected', { count: selected.length - edits.remove.length + edits.add.length })}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {CUSTOMER_COLUMNS.map((column) => (
                <Table.Th key={column}>{t(`customers.${column}`)}</Table.Th>
              ))}
              <Table.Th aria-label={t('customers.remove')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selected.map((c) => {
              const key = customerKey(c);
              const gone = removing(key);
              return (
                <Table.Tr
                  key={key}
                  style={gone ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}
                >
                  <Table.Td>{c.companyFullName ?? c.database}</Table.Td>
                  <Table.Td>{c.customerNumber}</Table.Td>
                  <Table.Td>{c.customerName}</Table.Td>
                  <Table.Td>{c.siteName}</Table.Td>
                  <Table.Td ta="end">
                    <Button
                      size="compact-xs"
                      variant={gone ? 'default' : 'light'}
                      color={gone ? undefined : 'red'}
                      onClick={() => toggleRemove(key)}
                    >
                      {gone ? t('customers.undo') : t('customers.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {edits.add.map((c) => (
              <Table.Tr key={`add-${customerKey(c)}`}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge size="xs" color="green" variant="light">
                      {t('customers.adding')}
                    </Badge>
                    {c.companyFullName}
                  </Group>
                </Table.Td>
                <Table.Td>{c.customerNumber}</Table.Td>
                <Table.Td>{c.customerName}</Table.Td>
                <Table.Td>{c.siteName ?? ''}</Table.Td>
                <Table.Td ta="end">
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() =>
                      onChange({ ...edits, add: edits.add.filter((a) => customerKey(a) !== customerKey(c)) })
                    }
                  >
                    {t('customers.undo')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {selected.length === 0 && edits.add.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed">
                    {t('customers.noneSelected')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <TextInput
        label={t('customers.search')}
        placeholder={t('customers.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {available.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {t('customers.searchFailed')}
        </Alert>
      ) : available.isPending ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t('customers.search')} />
        </Center>
      ) : available.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('customers.noOptions')}
        </Text>
      ) : (
        <Stack gap={4}>
          <Table.ScrollContainer minWidth={560} mah={320}>
            <Table verticalSpacing={4} fz="sm" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  {[...CUSTOMER_COLUMNS, 'salesRep'].map((column) => (
                    <Table.Th key={column}>{t(`customers.${column}`)}</Table.Th>
                  ))}
                  <Table.Th aria-label={t('customers.add')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {available.data.items.map((c) => {
                  const already = isSelected(c);
                  const pending = adding(c);
                  return (
                    <Table.Tr key={customerKey(c)}>
                      <Table.Td>{c.companyFullName}</Table.Td>
                      <Table.Td>{c.customerNumber}</Table.Td>
                      <Table.Td>{c.customerName}</Table.Td>
                      <Table.Td>{c.siteName ?? ''}</Table.Td>
                      <Table.Td>{c.salesRepCode ?? ''}</Table.Td>
                      <Table.Td ta="end">
                        <Button
                          size="compact-xs"
                          variant="light"
                          disabled={already || pending}
                          onClick={() => onChange({ ...edits, add: [...edits.add, c] })}
                        >
                          {already
                            ? t('customers.alreadySelected')
                            : pending
                              ? t('customers.added')
                              : t('customers.add')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            {t('customers.showing', { shown: available.data.items.length, total: available.data.total })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
