/**
 * What a review step shows of the registration's own values, for the customer's review and for staff
 * creating a customer (Setup Customer Profile): the residence in one line and the contact rows. The
 * labels come from the review's namespace, the values' words from the registration's.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ReviewRow } from '../../../components/review-section';
import type { AddressChoice } from '../wizard-types';
import type { TContactValues } from './contact-step';

/** "Single-family home · Owner · Not part of an HOA", with the unit of a multi-family home. */
export function residenceSummary(t: TFunction, residence: AddressChoice['residence']): string {
  const multiFamily = residence.residenceType === 'multiFamily';
  return [
    multiFamily ? t('registration:address.multiFamily') : t('registration:address.singleFamily'),
    multiFamily && residence.aptUnit ? t('registration:review.unit', { unit: residence.aptUnit }) : null,
    residence.ownerOrRenter === 'owner' ? t('registration:address.owner') : t('registration:address.renter'),
    residence.hoa ? t('registration:review.hoaYes') : t('registration:review.hoaNo'),
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface ContactReviewRowsProps {
  contact: TContactValues;
  /** The namespace of the labels (`review.name`, `review.phone`, … `review.yes`/`review.no`). */
  ns: 'registration' | 'setup-customer-profile';
  /** An e-mail row after the name (the customer's review shows it under Account instead). */
  email?: string;
  /** The words when no contact method is chosen (none otherwise). */
  noneText?: string;
  /** Text values (and the phone number) in `<bdi>`, as the customer's review shows them. */
  isolate?: boolean;
}

/** The contact rows: name, (e-mail,) phone, preferred methods, opt-ins and the billing address. */
export function ContactReviewRows({ contact, ns, email, noneText, isolate = false }: ContactReviewRowsProps) {
  const { t } = useTranslation([ns, 'registration']);
  const yesNo = (value: boolean) => (value ? t('review.yes') : t('review.no'));
  const phoneType = t(`registration:contact.phoneTypes.${contact.phoneType}`);
  const methods = contact.preferredContactMethods;
  return (
    <>
      <ReviewRow
        isolate={isolate}
        label={t('review.name')}
        value={`${t(`registration:contact.salutations.${contact.salutation}`)} ${contact.firstName} ${contact.lastName}`}
      />
      {email === undefined ? null : <ReviewRow label={t('review.email')} value={email} />}
      <ReviewRow
        label={t('review.phone')}
        value={
          isolate ? (
            <>
              {phoneType}: <bdi>{contact.phoneNumber}</bdi>
            </>
          ) : (
            `${phoneType}: ${contact.phoneNumber}`
          )
        }
      />
      <ReviewRow
        isolate={isolate}
        label={t('review.preferred')}
        value={
          methods.length === 0 && noneText !== undefined
            ? noneText
            : methods.map((m) => t(`registration:contact.methods.${m}`)).join(', ')
        }
      />
      <ReviewRow
        label={t('review.optIns')}
        value={
          <>
            {t('registration:contact.optInMarketing')}: {yesNo(contact.optInMarketing)}
            <br />
            {t('registration:contact.optInNotifications')}: {yesNo(contact.optInNotifications)}
            <br />
            {t('registration:contact.optInPaperlessBilling')}: {yesNo(contact.optInPaperlessBilling)}
          </>
        }
      />
      <ReviewRow
        isolate={isolate}
        label={t('review.billing')}
        value={
          contact.differentBillingAddress
            ? [
                contact.billingAddress1,
                contact.billingAddress2,
                `${contact.billingCity}, ${contact.billingState} ${contact.billingZip}`,
              ]
                .filter(Boolean)
                .join(', ')
            : t('review.sameAsService')
        }
      />
    </>
  );
}
