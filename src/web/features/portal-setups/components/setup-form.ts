/**
 * The one portal setup form used by the create and the edit page: its values (the entity without its
 * id), its validation (the API's schema plus the rules that depend on today) and which tab each field
 * sits on, so a failed submit can open the tab with the first error.
 */
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import {
  ENTERPRISE_PORTAL_TYPE,
  ZPortalSetupCreate,
  type TPortalSetupCreate,
} from '../../../../domain/portal-setup';
import { portalSetupRuleIssues, type TPortalSetupRecord } from '../../../../domain/portal-setup-admin';
import type { TEditTab } from '../../../../domain/portal-setup-progress';
import { zodFormResolver } from '../zod-form-resolver';
import { useSetupMessages } from './setup-messages';

export type SetupFormValues = TPortalSetupCreate;
export type SetupForm = UseFormReturnType<SetupFormValues>;
export type SetupFormMode = 'create' | 'edit';
export type TPortalType = SetupFormValues['portalType'];

/** Tabs of the create page (spec §2.5); the edit page's are EDIT_TABS (spec §2.7). */
export type TCreateTab =
  | 'portalInformation'
  | 'defaultSettings'
  | 'defaultServices'
  | 'additionalServices'
  | 'enterpriseConfiguration'
  | 'displayOptions'
  | 'review';
export type TSetupTab = TCreateTab | TEditTab;

export function createTabs(portalType: TPortalType): TCreateTab[] {
  return portalType === ENTERPRISE_PORTAL_TYPE
    ? ['portalInformation', 'defaultSettings', 'enterpriseConfiguration', 'displayOptions', 'review']
    : [
        'portalInformation',
        'defaultSettings',
        'defaultServices',
        'additionalServices',
        'displayOptions',
        'review',
      ];
}

/** A new setup of a type with every spec default filled in and an empty title. */
export function newSetupValues(portalType: TPortalType): SetupFormValues {
  return { ...ZPortalSetupCreate.parse({ portalType, portalTitle: '-' }), portalTitle: '' };
}

/** A stored setup as form values: without its id and change record. */
export function valuesOfRecord(record: TPortalSetupRecord): SetupFormValues {
  const {
    id: _id,
    createdAt: _ca,
    updatedAt: _ua,
    createdBy: _cb,
    updatedBy: _ub,
    claimWaitingDefault: _cwd,
    ...values
  } = record;
  return values;
}

const BILLING_FIELDS = new Set([
  'defaultBillingCycle',
  'defaultCurrency',
  'defaultDemurrageDailyRate',
  'defaultDemurrageDays',
  'defaultInitialTerm',
  'defaultRenewalTerm',
  'defaultWorkOrderCopies',
  'defaultStartReason',
  'defaultServiceUnitOfMeasure',
]);

/** The tab a field is edited on. Billing fields have their own tab on the edit page only. */
export function tabOfField(path: string, mode: SetupFormMode): TSetupTab {
  const field = path.split('.')[0] ?? '';
  if (
    [
      'portalTitle',
      'portalType',
      'searchZipCodes',
      'currentRatesYear',
      'isDefault',
      'claimWaitingDays',
    ].includes(field)
  )
    return 'portalInformation';
  if (['defaultTrashService', 'defaultRecyclingService', 'defaultYardwasteService'].includes(field))
    return 'defaultServices';
  if (field === 'additionalServices') return 'additionalServices';
  if (field === 'displayOptions') return 'displayOptions';
  // collection day is folded into the pickup calendar's tab
  if (field === 'pickupCalendar' || field === 'collectionDay') return 'pickupCalendar';
  if (
    ['enterpriseContractTerm', 'enterpriseSLA', 'consolidatedBilling', 'multiLocationSupport'].includes(field)
  )
    return 'enterpriseConfiguration';
  if (BILLING_FIELDS.has(field)) return mode === 'edit' ? 'billingSettings' : 'defaultSettings';
  return 'defaultSettings';
}

/** The tabs that hold an error, in the order given. */
export function tabsWithErrors<T extends TSetupTab>(
  errors: FormErrors,
  tabs: readonly T[],
  mode: SetupFormMode,
): T[] {
  const withErrors = new Set(Object.keys(errors).map((path) => tabOfField(path, mode)));
  return tabs.filter((tab) => withErrors.has(tab));
}

export function useSetupForm(
  initialValues: SetupFormValues,
  options: { storedRatesYear?: number } = {},
): SetupForm {
  const { issueMessage, ruleMessage } = useSetupMessages();
  const validateSchema = zodFormResolver<SetupFormValues>(ZPortalSetupCreate, issueMessage);
  return useForm<SetupFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors = validateSchema(values);
      for (const issue of portalSetupRuleIssues(values, {
        today: new Date(),
        storedRatesYear: options.storedRatesYear,
      })) {
        errors[issue.path] ??= ruleMessage(issue.reason, issue.values);
      }
      return errors;
    },
  });
}
