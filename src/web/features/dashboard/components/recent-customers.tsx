/**
 * Recent Customers (spec 03 §2.10): 10 per page, newest first, Previous and Next. The server pages by
 * keyset cursor; Previous goes back along the cursors this table has followed. Columns: portal, name
 * with initials and the first 8 characters of the id, e-mail and phone, residence, service-change
 * badges, additional services, and View (Customer Profiles opened on that customer). Phones get one
 * card per customer instead of the table.
 *
 * The rows are plain elements styled like Mantine's (dashboard.module.css): ten customers drawn twice
 * (the table and the phone's cards) were some four hundred Mantine components, rendered in one task
 * when the page's answer arrived (issue 33 §1). They render as a deferred value, in slices, and only
 * when the page of customers changes.
 */
import { memo, useDeferredValue, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader } from '@mantine/core';
import { IconAlertCircle, IconChevronLeft, IconChevronRight, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TRecentCustomer } from '../../../../domain/dashboard/dashboard';
import { paths } from '../../../../domain/paths';
import { useRecentCustomers } from '../api/dashboard-queries';
import classes from './dashboard.module.css';

const nameOf = (c: TRecentCustomer) =>
  `${c.firstName} ${c.lastName}`.trim() || c.organizationName?.trim() || c.email;

const initialsOf = (c: TRecentCustomer) =>
  (
    (c.firstName.trim()[0] ?? '') + (c.lastName.trim()[0] ?? '') ||
    (c.organizationName?.trim()[0] ?? c.email[0] ?? '?')
  ).toUpperCase();

const BADGE_COLORS = { singleFamily: 'brand', multiFamily: 'blue', other: 'gray', unknown: 'gray' } as const;

function ResidenceBadge({ type }: { type: string | null }) {
  const { t } = useTranslation('dashboard');
  const key = type === 'singleFamily' || type === 'multiFamily' ? type : type ? 'other' : 'unknown';
  return <span className={`${classes.badge} ${classes[BADGE_COLORS[key]]}`}>{t(`residence.${key}`)}</span>;
}

function ChangeBadges({ customer }: { customer: TRecentCustomer }) {
  const { t } = useTranslation('dashboard');
  if (customer.changedServices.length === 0)
    return <span className={classes.fine}>{t('recent.noChanges')}</span>;
  return (
    <span className={classes.row}>
      {customer.changedServices.map((service) => (
        <span key={service} className={classes.badgeOutline}>
          {t(`services.${service}`)}
        </span>
      ))}
    </span>
  );
}

function NameCell({ customer }: { customer: TRecentCustomer }) {
  return (
    <div className={classes.name}>
      <span className={`${classes.avatar} ${classes.brand}`} aria-hidden="true">
        {initialsOf(customer)}
      </span>
      <div>
        <p className={classes.strong}>{nameOf(customer)}</p>
        <p className={`${classes.fine} ${classes.mono}`}>{customer.uid.slice(0, 8)}</p>
      </div>
    </div>
  );
}

function ViewLink({ customer }: { customer: TRecentCustomer }) {
  const { t } = useTranslation('dashboard');
  return (
    <Link
      className={`${classes.viewLink} ${classes.brand}`}
      to={paths.admin.customerProfile(customer.uid)}
      aria-label={t('recent.viewCustomer', { name: nameOf(customer) })}
    >
      <IconEye size={14} aria-hidden="true" />
      {t('recent.view')}
    </Link>
  );
}

/** The page's customers as the table (from 48em) and as cards (below). */
const CustomerRows = memo(function CustomerRows({
  customers,
  pending,
}: {
  customers: TRecentCustomer[];
  pending: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const portalOf = (c: TRecentCustomer) => c.portalTitle ?? t('recent.unknownPortal');
  const additional = (c: TRecentCustomer) => (c.hasAdditionalServices ? t('recent.yes') : t('recent.no'));
  const status = pending ? (
    <Loader role="status" aria-label={t('loading')} />
  ) : customers.length === 0 ? (
    <p className={classes.dimmed}>{t('recent.empty')}</p>
  ) : null;
  return (
    <>
      <div className={`${classes.fromSm} ${classes.scroll}`}>
        <table className={`${classes.table} ${classes.highlight}`} aria-labelledby="dashboard-recent">
          <thead>
            <tr>
              <th>{t('recent.portal')}</th>
              <th>{t('recent.name')}</th>
              <th>{t('recent.contact')}</th>
              <th>{t('recent.residence')}</th>
              <th>{t('recent.serviceChanges')}</th>
              <th>{t('recent.additionalServices')}</th>
              <th>
                <span className={classes.visuallyHidden}>{t('recent.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {status ? (
              <tr>
                <td colSpan={7} className={classes.statusCell}>
                  {status}
                </td>
              </tr>
            ) : (
              customers.map((c) => (
                <tr key={c.uid}>
                  <td>{portalOf(c)}</td>
                  <td>
                    <NameCell customer={c} />
                  </td>
                  <td>
                    <p className={classes.small}>{c.email}</p>
                    <p className={classes.fine}>{c.phoneNumber || '-'}</p>
                  </td>
                  <td className={classes.nowrap}>
                    <ResidenceBadge type={c.residenceType} />
                  </td>
                  <td>
                    <ChangeBadges customer={c} />
                  </td>
                  <td>{additional(c)}</td>
                  <td>
                    <ViewLink customer={c} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <ul className={`${classes.belowSm} ${classes.cards}`}>
        {!pending && customers.length === 0 ? <li className={classes.statusCell}>{status}</li> : null}
        {customers.map((c) => (
          <li key={c.uid} className={classes.card}>
            <div className={classes.spread}>
              <NameCell customer={c} />
              <ViewLink customer={c} />
            </div>
            <p>{c.email}</p>
            <p className={classes.dimmed}>
              {portalOf(c)} · {c.phoneNumber || '-'}
            </p>
            <div className={classes.row}>
              <ResidenceBadge type={c.residenceType} />
              <ChangeBadges customer={c} />
            </div>
            <p>
              {t('recent.additionalServices')}: {additional(c)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
});

const NO_CUSTOMERS: TRecentCustomer[] = [];

export const RecentCustomers = memo(function RecentCustomers({ portalId }: { portalId: string }) {
  const { t } = useTranslation('dashboard');
  /** The cursors followed to reach this page ('' is the first page). */
  const [trail, setTrail] = useState<string[]>(['']);
  const [trailPortal, setTrailPortal] = useState(portalId);
  if (trailPortal !== portalId) {
    // another portal starts again at its newest 10
    setTrailPortal(portalId);
    setTrail(['']);
  }
  const cursor = trail[trail.length - 1] ?? '';
  const page = useRecentCustomers(portalId, cursor);
  // the rows wait for the answer's deferred render; until then the table shows what it showed
  const shown = useDeferredValue(page.data);

  return (
    <section className={`${classes.panel} ${classes.stack}`} aria-labelledby="dashboard-recent">
      <h2 className={classes.panelTitle} id="dashboard-recent">
        {t('recent.title')}
      </h2>
      {page.isError ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          <Group justify="space-between" gap="sm">
            <p className={classes.small}>{t('recent.error')}</p>
            <Button size="xs" variant="white" color="red" onClick={() => void page.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}

      <CustomerRows customers={shown?.items ?? NO_CUSTOMERS} pending={!shown && !page.isError} />

      <div className={classes.spread}>
        <p className={classes.dimmed}>{t('recent.pageNumber', { page: trail.length })}</p>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
            disabled={trail.length <= 1}
            onClick={() => setTrail((current) => current.slice(0, -1))}
          >
            {t('recent.previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden="true" />}
            disabled={!page.data?.nextCursor || page.isPlaceholderData}
            onClick={() => {
              const next = page.data?.nextCursor;
              if (next) setTrail((current) => [...current, next]);
            }}
          >
            {t('recent.next')}
          </Button>
        </Group>
      </div>
      <Anchor component={Link} to={paths.admin.customerProfiles} size="sm">
        {t('recent.allProfiles')}
      </Anchor>
    </section>
  );
});
