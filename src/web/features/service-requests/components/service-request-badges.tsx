/**
 * The desk's labels and badges, shared by the list, the phone cards and the detail: the kind's human
 * name, the delivery state (with its tries and last error on hover), the back-office status and the
 * reference with the issue number.
 */
import { Badge, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  TDeliveryState,
  TServiceRequestListItem,
} from '../../../../domain/service-requests/service-request-desk';

export { EmailText } from '../../../components/email-text';

const NS = 'service-requests';

export const DELIVERY_COLORS: Record<TDeliveryState, string> = {
  queued: 'yellow',
  filed: 'green',
  failed: 'red',
};

export const STATUS_COLORS: Record<string, string> = {
  open: 'blue',
  'in-progress': 'orange',
  closed: 'gray',
  none: 'gray',
};

/** The kind's label, or the kind itself for one this page does not know yet. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation(NS);
  return (kind) => t(`kinds.${kind}`, { defaultValue: kind });
}

/** A badge's label does not shrink to "NO S…" in a narrow table column. */
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

/** Queued / filed / failed; the tries and the last error on hover and in the accessible name. */
export function DeliveryBadge({
  item,
}: {
  item: Pick<TServiceRequestListItem, 'delivery' | 'attempts' | 'lastError'>;
}) {
  const { t } = useTranslation(NS);
  const tries = t('delivery.tries', { count: item.attempts });
  const hint = [tries, item.lastError ? t('delivery.lastError', { error: item.lastError }) : null]
    .filter(Boolean)
    .join(' · ');
  const label = t(`delivery.${item.delivery}`);
  return (
    <Tooltip label={hint} multiline maw={320} withArrow>
      <Badge
        color={DELIVERY_COLORS[item.delivery]}
        variant="light"
        styles={WHOLE_LABEL}
        aria-label={`${label} (${hint})`}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}

/**
 * The back-office status. Before the back office has answered one, what is true instead: "Queued"
 * (not filed yet), "Filed" (filed, its status not polled yet) or "Failed", never a bare "No status".
 */
export function StatusBadge({
  status,
  delivery,
}: {
  status: TServiceRequestListItem['boStatus'];
  /** The ticket's delivery state, named while it has no status; without it, "No status". */
  delivery?: TDeliveryState;
}) {
  const { t } = useTranslation(NS);
  const key = status ?? 'none';
  const label = status ? t(`boStatus.${status}`) : delivery ? t(`delivery.${delivery}`) : t('boStatus.none');
  return (
    <Badge color={STATUS_COLORS[key]} variant={status ? 'light' : 'outline'} styles={WHOLE_LABEL}>
      {label}
    </Badge>
  );
}

/** "REQ-… · Issue #N", or the reference alone until the back office files it. */
export function ReferenceText({ item }: { item: Pick<TServiceRequestListItem, 'reference' | 'issueId'> }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Text component="span" inherit ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {item.reference}
      </Text>
      {item.issueId ? (
        <>
          {' · '}
          <Text component="span" inherit style={{ whiteSpace: 'nowrap' }}>
            {t('issueNumber', { id: item.issueId })}
          </Text>
        </>
      ) : null}
    </>
  );
}
