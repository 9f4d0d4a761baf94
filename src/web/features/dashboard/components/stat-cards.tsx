/**
 * The dashboard's four stat cards (spec 03 §2.10): customers, service changes, additional services,
 * opt-ins. Plain elements styled with Mantine's variables (dashboard.module.css) rather than a Paper,
 * Group, Stack, three Texts and a ThemeIcon per card: the cards are the first thing the page paints
 * and render again with every portal chosen (issue 33 §1). Memoized: they render again only when
 * their totals change.
 */
import { memo, type ReactNode } from 'react';
import { IconArrowsExchange, IconBell, IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { percentOf, type TDashboardFigures } from '../../../../domain/dashboard/dashboard';
import { formatNumber } from '../../../i18n/format';
import classes from './dashboard.module.css';

function StatCard({
  label,
  value,
  detail,
  icon,
  color,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  icon: ReactNode;
  /** The icon's colour (a tint class of dashboard.module.css). */
  color: 'brand' | 'blue' | 'orange' | 'grape';
}) {
  return (
    <section className={classes.panel} aria-label={label}>
      <div className={classes.statHead}>
        <div>
          <p className={classes.statLabel}>{label}</p>
          <p className={classes.statValue}>{value}</p>
        </div>
        <span className={`${classes.statIcon} ${classes[color]}`} aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className={classes.statDetail}>{detail}</p>
    </section>
  );
}

/** The cards that count the customers with something, with the share of all customers they are. */
const SHARE_CARDS = [
  { key: 'serviceChanges', icon: IconArrowsExchange, color: 'blue' },
  { key: 'additionalServices', icon: IconPlus, color: 'orange' },
] as const;

export const StatCards = memo(function StatCards({ totals }: { totals: TDashboardFigures['totals'] }) {
  const { t } = useTranslation('dashboard');
  const number = (n: number) => formatNumber(n);
  const percent = (part: number) =>
    formatNumber(percentOf(part, totals.customers), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={classes.stats}>
      <StatCard
        label={t('stats.totalCustomers')}
        value={number(totals.customers)}
        detail={t('stats.newThisWeek', { count: totals.newThisWeek, n: number(totals.newThisWeek) })}
        icon={<IconUsers size={22} />}
        color="brand"
      />
      {SHARE_CARDS.map(({ key, icon: CardIcon, color }) => (
        <StatCard
          key={key}
          label={t(`stats.${key}`)}
          value={number(totals[key])}
          detail={t('stats.percentOfCustomers', { percent: percent(totals[key]) })}
          icon={<CardIcon size={22} />}
          color={color}
        />
      ))}
      <StatCard
        label={t('stats.optInRate')}
        value={`${percent(totals.optInMarketing)}%`}
        detail={t('stats.optInCounts', {
          marketing: number(totals.optInMarketing),
          notifications: number(totals.optInNotifications),
          paperless: number(totals.optInPaperless),
        })}
        icon={<IconBell size={22} />}
        color="grape"
      />
    </div>
  );
});
