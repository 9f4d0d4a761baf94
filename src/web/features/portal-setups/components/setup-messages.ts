/**
 * Turns the schema's and the server's English messages into this feature's translated ones: known
 * messages by their text (the shared mechanism of lib/server-message), server refusals by their
 * `details.reason`, everything else by issue kind. A refusal neither names is not shown in English:
 * the caller shows its own translated failure text.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleIssue } from '../../../../domain/portal-setup-admin';
import { isApiError } from '../../../lib/api-client';
import { findServerMessage, type TServerMessageCatalog } from '../../../lib/server-message';
import type { FormIssue } from '../zod-form-resolver';

/** Messages of src/domain/portal-setup.ts → keys under `validation.` */
const KNOWN: Record<string, string> = {
  'Portal title is required': 'titleRequired',
  'Please enter a valid 5-digit ZIP code.': 'zipInvalid',
  'Enter a rate': 'rateRequired',
  'A rate cannot be negative': 'rateNegative',
  'Enter a size in gallons': 'sizeRequired',
  'A size must be more than 0 gallons': 'sizePositive',
  'Service type is required': 'serviceTypeRequired',
  'Service name is required': 'serviceNameRequired',
  'Enter a full web address starting with https://': 'urlInvalid',
  'Please enter a valid email address.': 'emailInvalid',
  'Use a date like 2026-10-31': 'dateInvalid',
  'Work order copies cannot be negative': 'workOrderCopiesNegative',
  'The waiting period must be a whole number of days from 1 to 90.': 'claimWaitingDays',
  // the pickup calendar's settings (src/domain/pickup-calendar/holiday-rules.ts)
  'Enter a date as YYYY-MM-DD.': 'pickupDate',
  'Name the holiday.': 'holidayName',
  'Give a reason.': 'overrideReason',
  'Each date can be listed once.': 'holidayTwice',
  'Each date can be overridden once.': 'overrideTwice',
  'Enter a month and day as MM-DD.': 'monthDay',
  'Enter a time as HH:MM.': 'reminderTime',
  'Choose a time zone such as America/Chicago.': 'timeZone',
  'Choose a US state.': 'usState',
  'Choose at least one service.': 'serviceChoice',
  'Each service can be chosen once.': 'serviceTwice',
};

/** The known messages as a catalog of `validation.` keys. */
export const SETUP_MESSAGES: TServerMessageCatalog = {
  keys: new Map(Object.entries(KNOWN).map(([text, name]) => [text, `portal-setups:validation.${name}`])),
};

export type TSetupApiReason = 'duplicateTitle' | 'zipTaken' | 'defaultTaken' | 'inUse' | RuleIssue['reason'];

export function useSetupMessages() {
  const { t } = useTranslation('portal-setups');

  const issueMessage = useCallback(
    (issue: FormIssue): string => {
      const known = findServerMessage(issue.message, SETUP_MESSAGES);
      if (known) return t(known.key);
      if (issue.code === 'invalid_type' && issue.expected === 'int') return t('validation.wholeNumber');
      if (issue.code === 'invalid_type' && issue.expected === 'number') return t('validation.numberRequired');
      if (issue.code === 'too_small') return t('validation.tooSmall', { min: String(issue.minimum) });
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return t('validation.tooLong', { max: String(issue.maximum) });
      }
      if (issue.code === 'too_big') return t('validation.tooBig', { max: String(issue.maximum) });
      if (issue.code === 'invalid_value') return t('validation.chooseOption');
      return t('validation.invalid');
    },
    [t],
  );

  const ruleMessage = useCallback(
    (reason: RuleIssue['reason'], values?: Record<string, number>): string =>
      reason === 'ratesYear' ? t('validation.ratesYear', values) : t('validation.demurrageStep'),
    [t],
  );

  /** The translated reason of a refusal from the API, or null when it is not one of ours. */
  const apiReasonMessage = useCallback(
    (error: unknown): string | null => {
      if (!isApiError(error) || !error.isClientError) return null;
      const details = error.details ?? {};
      switch (details.reason as TSetupApiReason | undefined) {
        case 'duplicateTitle':
          return t('errors.duplicateTitle');
        case 'zipTaken':
          return t('errors.zipTaken', { zip: details.zip, title: details.portalTitle });
        case 'defaultTaken':
          return t('errors.defaultTaken', { title: details.portalTitle });
        case 'inUse':
          return t('errors.inUse', { count: Number(details.profiles ?? 0) });
        case 'ratesYear':
          return t('validation.ratesYear', { min: details.min, max: details.max });
        case 'demurrageStep':
          return t('validation.demurrageStep');
        default: {
          if (error.status === 404) return t('errors.notFound');
          // a request-schema refusal ("portal.title: Portal title is required"), else not one of ours
          const known = findServerMessage(error.message, SETUP_MESSAGES);
          return known ? t(known.key) : null;
        }
      }
    },
    [t],
  );

  return { issueMessage, ruleMessage, apiReasonMessage };
}
