/**
 * Missed pickups and exceptions per route and day (issue 32 §2): for the portals the filter shows,
 * each route and day of the last week (the route with its day under it, so three columns fit a
 * phone) with exceptions the back office recorded (carts not
 * collected) and missed-pickup reports residents filed for that pickup day, newest day first. Its own
 * request, so the rest of the dashboard does not wait for it.
 *
 * A plain table styled like Mantine's (dashboard.module.css), its rows rendered as a deferred value
 * and only when the counts change (issue 33 §1: the page's answers each rendered everything).
 */
import { memo, useDeferredValue } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRouteExceptionCounts } from '../../../../domain/dashboard/dashboard';
import { formatCalendarDay, formatNumber } from '../../../i18n/format';
import { useRouteExceptions } from '../api/dashboard-queries';
import classes from './dashboard.module.css';

const dayOf = (d: string) => formatCalendarDay(d, { weekday: 'short', month: 'short', day: 'numeric' });

const ExceptionRows = memo(function ExceptionRows({ rows }: { rows: TRouteExceptionCounts['rows'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <table className={`${classes.table} ${classes.compact} ${classes.striped}`}>
      <thead>
        <tr>
          <th scope="col">{t('routeExceptions.route')}</th>
          <th scope="col" className={classes.end}>
            {t('routeExceptions.exceptions')}
          </th>
          <th scope="col" className={classes.end}>
            {t('routeExceptions.missedPickups')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.day}|${row.route}`}>
            <th scope="row">
              <p className={classes.strong}>{row.route}</p>
              <p className={classes.fine}>{dayOf(row.day)}</p>
            </th>
            <td className={classes.end}>{formatNumber(row.exceptions)}</td>
            <td className={classes.end}>{formatNumber(row.missedPickups)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

export const RouteExceptionsPanel = memo(function RouteExceptionsPanel({ portalId }: { portalId: string }) {
  const { t } = useTranslation('dashboard');
  const counts = useRouteExceptions(portalId);
  const data = useDeferredValue(counts.data);
  return (
    <section className={`${classes.panel} ${classes.routes}`} aria-labelledby="route-exceptions-title">
      <div>
        <h2 className={classes.panelTitle} id="route-exceptions-title">
          {t('routeExceptions.title')}
        </h2>
        {data && (
          <p className={classes.dimmed}>
            {t('routeExceptions.subtitle', { from: dayOf(data.from), to: dayOf(data.to) })}
          </p>
        )}
      </div>
      {counts.isError && !data ? (
        <p className={classes.error} role="alert">
          {t('routeExceptions.error')}
        </p>
      ) : !data ? (
        <Skeleton height={120} radius="md" role="status" aria-label={t('loading')} />
      ) : data.rows.length === 0 ? (
        <p className={classes.dimmed}>{t('routeExceptions.none')}</p>
      ) : (
        <div style={{ opacity: counts.isPlaceholderData ? 0.6 : 1 }}>
          <ExceptionRows rows={data.rows} />
        </div>
      )}
    </section>
  );
});
