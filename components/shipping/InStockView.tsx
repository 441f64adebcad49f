// /my/in-stock-items: every parcel the shopper has in the China warehouses, with photos, weight, size and free
// storage left. Parcels free to ship can be picked; the bar that stays at the bottom of the screen shows the pick's count and weight and
// opens the transit form. With two or more picked, "Cheapest way to ship these" asks the server how to box and
// ship them; "Use this" opens the form with one box's parcels and line, and after that order the other boxes stay
// offered. Where the tenant offers no transit there is nothing to pick: the list is for reference. Plain elements
// styled by InStockView.module.css; the form and the advice load when first opened.
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import PlainButton from '@/components/common/PlainButton';
import PlainCheckbox from '@/components/common/PlainCheckbox';
import PlainIcon from '@/components/common/PlainIcon';
import RetryAlert from '@/components/common/RetryAlert';
import { useFormat } from '@/components/common/useFormat';
import { useRemote } from '@/components/common/useRemote';
import {
  PARCEL_STATUSES,
  type ConsolidationGroup,
  type ParcelStatus,
  type StockInParcel,
  type TransitOrder,
} from '@/contract';
import { offersPage } from './offeredPages';
import { listStockInParcels } from '@/services/shipping';
import { useHttp } from '@/stores/http';
import { useLiveRefresh } from '@/stores/liveEvents';
import { useNotify } from '@/stores/notify';
import { useTenant } from '@/stores/tenant';
import { groupKey } from './consolidationGroup';
import ParcelCard from './ParcelCard';
import { INVENTORY_2_OUTLINED, LOCAL_SHIPPING_OUTLINED, SAVINGS_OUTLINED } from './inStockIconPaths';
import styles from './InStockView.module.css';
import { pruneParcelSelection, selectableIds, selectionSummary, toggleParcel } from './parcelSelection';

// The form (and its address dialog) loads when the shopper first opens it, not with the parcel list.
const TransitFormDialog = dynamic(() => import('@/components/transit/TransitFormDialog'), { ssr: false });
// The advice loads when the shopper asks for it.
const ConsolidationPanel = dynamic(() => import('./ConsolidationPanel'), { ssr: false });

export default function InStockView({ initialParcels }: { initialParcels: StockInParcel[] | null }) {
  const { t } = useTranslation(['shipping', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const router = useRouter();
  const tenant = useTenant();
  const canShip = offersPage(tenant, 'showTransit');
  const { state: parcelsState, run } = useRemote<StockInParcel[]>({ initial: initialParcels });
  const parcels = parcelsState.data;
  const error = parcelsState.status === 'failed' ? parcelsState.error : null;
  const [selected, setSelected] = useState<string[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  // The parcels the shopper asked advice for (null: no advice open), the boxes of it already ordered (group key →
  // transit order number) and the box the form is open for.
  const [adviceFor, setAdviceFor] = useState<string[] | null>(null);
  const [usedGroups, setUsedGroups] = useState<Record<string, string>>({});
  const [adviceGroup, setAdviceGroup] = useState<ConsolidationGroup | null>(null);

  // A reload keeps the parcels shown; a parcel that left the list leaves the pick with the answer that shows it.
  const load = useCallback(
    () =>
      run(async (isLatest) => {
        const result = await listStockInParcels(http);
        if (result.ok && isLatest()) setSelected((s) => pruneParcelSelection(result.data, s));
        return result;
      }),
    [http, run],
  );
  useLiveRefresh(['PARCEL'], load, (e) =>
    (PARCEL_STATUSES as readonly string[]).includes(e.status)
      ? t(`shipping:parcels.live.${e.status as ParcelStatus}`, { parcel: e.subjectNo })
      : null,
  );

  // The server could not load the parcels: try once from the browser.
  useEffect(() => {
    if (initialParcels === null) void run(() => listStockInParcels(http));
  }, [initialParcels, http, run]);

  const onCreated = (order: TransitOrder) => {
    setFormOpen(false);
    setSelected([]);
    notify.success(t('shipping:parcels.created', { order: order.orderNo }));
    void router.push(`/my/transit?order=${encodeURIComponent(order.id)}`);
  };

  /** A new pick makes the advice stale: it closes, and the shopper asks again. */
  const pick = (next: (s: string[]) => string[]) => {
    setSelected(next);
    setAdviceFor(null);
  };

  // An order made from the advice: the page stays, its parcels leave the list and the other boxes stay offered.
  const onCreatedFromAdvice = (order: TransitOrder) => {
    const group = adviceGroup;
    setAdviceGroup(null);
    if (group) {
      setUsedGroups((used) => ({ ...used, [groupKey(group)]: order.orderNo }));
      setSelected((s) => s.filter((id) => !group.purchaseParcelIds.includes(id)));
    }
    notify.success(t('shipping:parcels.created', { order: order.orderNo }));
    void load();
  };

  const list = parcels ?? [];
  const pickable = selectableIds(list);
  const summary = selectionSummary(list, selected);
  const allPicked = pickable.length > 0 && summary.count === pickable.length;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('shipping:parcels.title')}</h1>
      <p className={styles.intro}>{t('shipping:parcels.intro')}</p>

      {error && (
        <RetryAlert
          error={error}
          onRetry={() => void load()}
          what={t('shipping:parcels.loadError')}
          className={styles.error}
        />
      )}
      {parcels === null && !error && (
        <div className={styles.loading} aria-busy="true" aria-label={t('shipping:loading')}>
          {[0, 1, 2].map((i) => (
            <span key={i} className={styles.placeholder} />
          ))}
        </div>
      )}
      {parcels !== null && list.length === 0 && (
        <div className={styles.empty} data-testid="parcels-empty">
          <PlainIcon d={INVENTORY_2_OUTLINED} size="inherit" className={styles.emptyIcon} />
          <p className={styles.emptyText}>{t('shipping:parcels.empty')}</p>
          {offersPage(tenant, 'showUserWarehouse') && (
            <PlainButton href="/my/warehouses" variant="outlined" className={styles.emptyAction}>
              {t('shipping:parcels.emptyAction')}
            </PlainButton>
          )}
        </div>
      )}
      {list.length > 0 && (
        <>
          <div className={styles.listHead}>
            <p className={styles.count}>{t('shipping:parcels.count', { count: list.length })}</p>
            {canShip && pickable.length > 0 && (
              <PlainCheckbox
                label={t('shipping:parcels.selectAll')}
                checked={allPicked}
                indeterminate={summary.count > 0 && !allPicked}
                onChange={(e) => pick(() => (e.target.checked ? pickable : []))}
              />
            )}
          </div>
          <ul aria-label={t('shipping:parcels.title')} className={styles.parcels}>
            {list.map((parcel) => (
              <ParcelCard
                key={parcel.id}
                parcel={parcel}
                selectable={canShip}
                selected={selected.includes(parcel.id)}
                onSelect={(on) => pick((s) => toggleParcel(list, s, parcel.id, on))}
              />
            ))}
          </ul>
        </>
      )}

      {canShip && adviceFor && (
        <ConsolidationPanel
          parcelIds={adviceFor}
          used={usedGroups}
          onUse={setAdviceGroup}
          onClose={() => setAdviceFor(null)}
        />
      )}

      {canShip && list.length > 0 && (
        <div data-testid="parcel-selection-bar" className={styles.selectionBar}>
          <p aria-live="polite" className={styles.summary} data-testid="selection-summary">
            {summary.count > 0
              ? t('shipping:parcels.selected', { count: summary.count, weight: format.weight(summary.grams) })
              : t('shipping:parcels.noneSelected')}
          </p>
          {summary.count >= 2 && (
            <PlainButton
              variant="outlined"
              size="large"
              startIcon={<PlainIcon d={SAVINGS_OUTLINED} />}
              onClick={() => {
                setUsedGroups({});
                setAdviceFor(summary.parcels.map((p) => p.id));
              }}
            >
              {t('shipping:advice.open')}
            </PlainButton>
          )}
          <PlainButton
            variant="contained"
            size="large"
            startIcon={<PlainIcon d={LOCAL_SHIPPING_OUTLINED} />}
            disabled={summary.count === 0}
            onClick={() => setFormOpen(true)}
          >
            {t('shipping:parcels.ship')}
          </PlainButton>
        </div>
      )}
      {formOpen && (
        <TransitFormDialog parcels={summary.parcels} open onClose={() => setFormOpen(false)} onCreated={onCreated} />
      )}
      {adviceGroup && (
        <TransitFormDialog
          parcels={list.filter((p) => adviceGroup.purchaseParcelIds.includes(p.id))}
          initialLine={adviceGroup.transitOptionName}
          open
          onClose={() => setAdviceGroup(null)}
          onCreated={onCreatedFromAdvice}
        />
      )}
    </div>
  );
}
