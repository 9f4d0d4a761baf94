/**
 * The undelivered-cart wizard's body (spec 03 §2.14, §4): the customer portal first, then
 *
 *   verification ──found──▶ issue ──▶ done
 *        │
 *        └──not found──▶ customer ──▶ address ──▶ added
 *
 * Back from the issue and customer steps returns to verification and clears the chosen address; the
 * new address goes back to the customer. Changing the portal starts again at verification. The
 * addresses added in this session are listed beside the steps.
 */
import { useState } from 'react';
import { Alert, Button, Grid, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  TAddedAddress,
  TAddressToolsPortal,
  TIssueSite,
  TStreetAddressInput,
  TUndeliveredCartIssueResult,
} from '../../../../domain/address-tools/address-tools';
import { phoneDigits } from '../../../../domain/registration/phone';
import { isApiError } from '../../../lib/api-client';
import { useEmailField } from '../../registration';
import { useCreateAddedAddress } from '../api/create-added-address';
import { useAddressToolsPortals } from '../api/find-address-tools-portals';
import { AddressAdded } from './address-added';
import { CustomerInfoStep, EMPTY_CUSTOMER_NAMES, type TCustomerNames } from './customer-info-step';
import { IssueDone } from './issue-done';
import { IssueStep } from './issue-step';
import { NewAddressStep, type TNewAddress } from './new-address-step';
import { SessionPanel } from './session-panel';
import { usePhoneField } from './use-phone-field';
import { ADD_ADDRESS_MESSAGES, useToolMessage } from './use-tool-message';
import { EMPTY_STREET_ADDRESS, VerificationStep } from './verification-step';

export type TWizardStep = 'verification' | 'issue' | 'done' | 'customer' | 'address' | 'added';

export function UndeliveredCartWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('undelivered-cart');
  const portals = useAddressToolsPortals();
  const [portalId, setPortalId] = useState<string | null>(null);
  const portal: TAddressToolsPortal | null = portals.data?.items.find((p) => p.id === portalId) ?? null;
  const [sessionItems, setSessionItems] = useState<TAddedAddress[]>([]);

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {portals.isError ? (
            <Alert
              color="red"
              role="alert"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              title={t('messages.portalsFailed')}
            >
              <Button size="xs" variant="white" color="red" onClick={() => void portals.refetch()}>
                {t('retry')}
              </Button>
            </Alert>
          ) : null}
          <Select
            label={t('portal.label')}
            placeholder={portals.isPending ? t('portal.loading') : t('portal.placeholder')}
            searchable
            required
            allowDeselect={false}
            nothingFoundMessage={t('portal.nothingFound')}
            disabled={!portals.data}
            value={portalId}
            data={(portals.data?.items ?? []).map((p) => ({ value: p.id, label: p.title }))}
            onChange={setPortalId}
          />
          {portal ? (
            // a new portal starts the steps again
            <WizardSteps
              key={portal.id}
              portal={portal}
              onAdded={(item) => setSessionItems((items) => [item, ...items])}
              onClose={onClose}
            />
          ) : (
            <Text fz="sm" c="dimmed">
              {t('portal.first')}
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SessionPanel items={sessionItems} />
      </Grid.Col>
    </Grid>
  );
}

interface StepsProps {
  portal: TAddressToolsPortal;
  onAdded: (item: TAddedAddress) => void;
  onClose: () => void;
  /** For tests: the step to start at. */
  initialStep?: TWizardStep;
}

export function WizardSteps({ portal, onAdded, onClose, initialStep = 'verification' }: StepsProps) {
  const toolMessage = useToolMessage(ADD_ADDRESS_MESSAGES);
  const [step, setStep] = useState<TWizardStep>(initialStep);
  const [typed, setTyped] = useState<TStreetAddressInput>(EMPTY_STREET_ADDRESS);
  const [site, setSite] = useState<TIssueSite | null>(null);
  const [issue, setIssue] = useState<TUndeliveredCartIssueResult | null>(null);
  const [names, setNames] = useState<TCustomerNames>(EMPTY_CUSTOMER_NAMES);
  const emailField = useEmailField('');
  const phoneField = usePhoneField('');
  const create = useCreateAddedAddress();
  const [added, setAdded] = useState<TAddedAddress | null>(null);

  const backToSearch = () => {
    setSite(null);
    setIssue(null);
    create.reset();
    setStep('verification');
  };

  const clearCustomer = () => {
    setNames(EMPTY_CUSTOMER_NAMES);
    emailField.onChange('');
    phoneField.onChange('');
  };

  const add = ({ address, smartyData }: TNewAddress) => {
    create.mutate(
      {
        portalId: portal.id,
        // as the back office writes its addresses (the existence check ignores case)
        address: {
          street: address.street.trim().toUpperCase(),
          city: address.city.trim().toUpperCase(),
          state: address.state.trim().toUpperCase(),
          zip: address.zip.trim(),
        },
        smartyData,
        customerInfo: {
          salutation: names.salutation,
          firstName: names.firstName.trim(),
          lastName: names.lastName.trim(),
          email: emailField.value.trim(),
          phoneNumber: phoneDigits(phoneField.value),
          phoneType: names.phoneType,
        },
      },
      {
        onSuccess: ({ item }) => {
          setAdded(item);
          onAdded(item);
          setStep('added');
        },
        onError: (error) => {
          // the e-mail check's refusal belongs beside the e-mail
          if (isApiError(error) && error.details?.field === 'email') {
            emailField.setError(toolMessage(error, 'addFailed'));
            setStep('customer');
          }
        },
      },
    );
  };

  switch (step) {
    case 'verification':
      return (
        <VerificationStep
          typed={typed}
          onTypedChange={setTyped}
          onFound={(found) => {
            setSite(found);
            setStep('issue');
          }}
          onNotFound={(address) => {
            setTyped(address);
            setSite(null);
            setStep('customer');
          }}
        />
      );
    case 'issue':
      return site ? (
        <IssueStep
          portalId={portal.id}
          site={site}
          onBack={backToSearch}
          onFiled={(result) => {
            setIssue(result);
            setStep('done');
          }}
        />
      ) : null;
    case 'done':
      return site && issue ? (
        <IssueDone site={site} result={issue} onAnother={backToSearch} onClose={onClose} />
      ) : null;
    case 'customer':
      return (
        <CustomerInfoStep
          names={names}
          onNamesChange={setNames}
          emailField={emailField}
          phoneField={phoneField}
          onBack={backToSearch}
          onNext={() => {
            create.reset();
            setStep('address');
          }}
        />
      );
    case 'address':
      return (
        <NewAddressStep
          portalId={portal.id}
          zipCodes={portal.zipCodes}
          initial={typed}
          saving={create.isPending}
          error={create.isError ? toolMessage(create.error, 'addFailed') : null}
          onBack={() => setStep('customer')}
          onAdd={add}
        />
      );
    case 'added':
      return added ? (
        <AddressAdded
          item={added}
          onBackToSearch={() => {
            clearCustomer();
            setTyped(EMPTY_STREET_ADDRESS);
            backToSearch();
          }}
          onAnother={() => {
            clearCustomer();
            create.reset();
            setStep('customer');
          }}
        />
      ) : null;
  }
}
