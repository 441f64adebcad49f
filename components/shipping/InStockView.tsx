// /my/in-stock-items: every parcel the shopper has in the China warehouses, with photos, weight, size and free
// storage left. Parcels free to ship can be picked; the bar that stays at the bottom of the screen shows the pick's count and weight and
// opens the transit form. With two or more picked, "Cheapest way to ship these" asks the server how to box and
// ship them; "Use this" opens the form with one box's parcels and line, and after that order the other boxes stay
// offered. Where the tenant offers no transit there is nothing to pick: the list is for reference.
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { useTranslation } from 'next-i18next/pages';
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
import { errorText } from '@/utils/errorText';
import { groupKey } from './consolidationGroup';
import ParcelCard from './ParcelCard';
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
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('shipping:parcels.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('shipping:parcels.intro')}
      </Typography>

      {error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void load()}>
              {t('shipping:retry')}
            </Button>
          }
        >
          {t('shipping:parcels.loadError')} {errorText(t, error)}
        </Alert>
      )}
      {parcels === null && !error && (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={t('shipping:loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={128} />
          ))}
        </Box>
      )}
      {parcels !== null && list.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="parcels-empty">
          <Inventory2OutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
          <Typography color="textSecondary" sx={{ maxWidth: 520, mx: 'auto', mt: 1 }}>
            {t('shipping:parcels.empty')}
          </Typography>
          {offersPage(tenant, 'showUserWarehouse') && (
            <Button component={NextLink} href="/my/warehouses" variant="outlined" sx={{ mt: 2 }}>
              {t('shipping:parcels.emptyAction')}
            </Button>
          )}
        </Box>
      )}
      {list.length > 0 && (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mb: 1,
            }}
          >
            <Typography variant="body2" color="textSecondary">
              {t('shipping:parcels.count', { count: list.length })}
            </Typography>
            {canShip && pickable.length > 0 && (
              <FormControlLabel
                label={t('shipping:parcels.selectAll')}
                control={
                  <Checkbox
                    checked={allPicked}
                    indeterminate={summary.count > 0 && !allPicked}
                    onChange={(e) => pick(() => (e.target.checked ? pickable : []))}
                  />
                }
              />
            )}
          </Box>
          <Box component="ul" aria-label={t('shipping:parcels.title')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {list.map((parcel) => (
              <ParcelCard
                key={parcel.id}
                parcel={parcel}
                selectable={canShip}
                selected={selected.includes(parcel.id)}
                onSelect={(on) => pick((s) => toggleParcel(list, s, parcel.id, on))}
              />
            ))}
          </Box>
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
        <Paper
          elevation={8}
          data-testid="parcel-selection-bar"
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 2,
            zIndex: (theme) => theme.zIndex.appBar,
            px: { xs: 1.5, sm: 3 },
            py: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: { xs: 1, sm: 2 },
            borderRadius: 2,
          }}
        >
          <Typography aria-live="polite" sx={{ fontWeight: 600 }} data-testid="selection-summary">
            {summary.count > 0
              ? t('shipping:parcels.selected', { count: summary.count, weight: format.weight(summary.grams) })
              : t('shipping:parcels.noneSelected')}
          </Typography>
          {summary.count >= 2 && (
            <Button
              variant="outlined"
              size="large"
              startIcon={<SavingsOutlinedIcon />}
              onClick={() => {
                setUsedGroups({});
                setAdviceFor(summary.parcels.map((p) => p.id));
              }}
            >
              {t('shipping:advice.open')}
            </Button>
          )}
          <Button
            variant="contained"
            size="large"
            startIcon={<LocalShippingOutlinedIcon />}
            disabled={summary.count === 0}
            onClick={() => setFormOpen(true)}
          >
            {t('shipping:parcels.ship')}
          </Button>
        </Paper>
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
    </Box>
  );
}
