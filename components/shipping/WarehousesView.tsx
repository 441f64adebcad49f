// /my/warehouses (proxy shipping): a short how-to, the shopper's receiving address at each China warehouse they
// added (member code and copyable lines), and the warehouses they can still add. Adding answers the new address;
// removing answers the remaining list, which replaces what is shown.
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { useTranslation } from 'next-i18next/pages';
import type { TenantWarehouse, UserWarehouse } from '@/contract';
import type { AppError } from '@/services/result';
import { addUserWarehouse, getTenantWarehouses, listUserWarehouses, removeUserWarehouse } from '@/services/shipping';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { errorText } from '@/utils/errorText';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import ReceivingAddressCard from './ReceivingAddressCard';

// The removal confirmation loads when first asked for.
const ConfirmDialog = dynamic(() => import('./ConfirmDialog'), { ssr: false });

export interface WarehousesViewProps {
  initialSaved: UserWarehouse[] | null;
  initialWarehouses: TenantWarehouse[] | null;
}

export default function WarehousesView({ initialSaved, initialWarehouses }: WarehousesViewProps) {
  const { t } = useTranslation(['shipping', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const [saved, setSaved] = useState(initialSaved);
  const [warehouses, setWarehouses] = useState(initialWarehouses);
  const [error, setError] = useState<AppError | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UserWarehouse | null>(null);
  const confirmWanted = useOpenedOnce(removing !== null);

  const load = useCallback(async () => {
    setError(null);
    const [s, w] = await Promise.all([listUserWarehouses(http), getTenantWarehouses(http, 'CHINA')]);
    if (s.ok) setSaved(s.data);
    if (w.ok) setWarehouses(w.data);
    if (!s.ok || !w.ok) setError(!s.ok ? s.error : !w.ok ? w.error : null);
  }, [http]);

  // The server could not load a list: try once from the browser.
  useEffect(() => {
    if (initialSaved && initialWarehouses) return;
    let live = true;
    void Promise.all([listUserWarehouses(http), getTenantWarehouses(http, 'CHINA')]).then(([s, w]) => {
      if (!live) return;
      if (s.ok) setSaved(s.data);
      if (w.ok) setWarehouses(w.data);
      if (!s.ok || !w.ok) setError(!s.ok ? s.error : !w.ok ? w.error : null);
    });
    return () => {
      live = false;
    };
  }, [initialSaved, initialWarehouses, http]);

  const add = async (warehouse: TenantWarehouse) => {
    setBusyId(warehouse.id);
    const result = await addUserWarehouse(http, { tenantWarehouseId: warehouse.id });
    setBusyId(null);
    if (!result.ok) {
      notify.error(errorText(t, result.error));
      return;
    }
    setSaved((list) => [...(list ?? []).filter((s) => s.id !== result.data.id), result.data]);
    notify.success(t('shipping:warehouses.added', { name: warehouse.name }));
  };

  const remove = async () => {
    if (!removing) return;
    setBusyId(removing.id);
    const result = await removeUserWarehouse(http, removing.id);
    setBusyId(null);
    if (!result.ok) {
      notify.error(errorText(t, result.error));
      return;
    }
    setRemoving(null);
    setSaved(result.data);
    notify.success(t('shipping:warehouses.removed'));
  };

  const savedIds = new Set((saved ?? []).map((s) => s.warehouse.id));
  const addable = (warehouses ?? []).filter((w) => !savedIds.has(w.id));
  const steps = ['step1', 'step2', 'step3'] as const;

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {t('shipping:warehouses.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('shipping:warehouses.intro')}
      </Typography>

      {/* Outlined, not on a grey fill: its link keeps 4.5:1 in every tenant's colour in both schemes. */}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="howto-title"
        sx={{ p: { xs: 2, sm: 2.5 }, mb: 3, borderRadius: 2 }}
      >
        <Typography id="howto-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('shipping:warehouses.howTo')}
        </Typography>
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 0.5 }}>
          {steps.map((step) => (
            <Typography component="li" variant="body2" key={step}>
              {step === 'step3' ? (
                <>
                  {t('shipping:warehouses.step3')}{' '}
                  <Link component={NextLink} href="/my/in-stock-items">
                    {t('shipping:warehouses.step3Link')}
                  </Link>
                </>
              ) : (
                t(`shipping:warehouses.${step}`)
              )}
            </Typography>
          ))}
        </Box>
      </Paper>

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
          {errorText(t, error)}
        </Alert>
      )}

      {saved === null && !error && <Skeleton variant="rounded" height={220} aria-label={t('shipping:loading')} />}
      {saved !== null && saved.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 4, px: 2 }} data-testid="warehouses-empty">
          <WarehouseOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
          <Typography color="textSecondary">{t('shipping:warehouses.empty')}</Typography>
        </Box>
      )}
      {saved !== null && saved.length > 0 && (
        <Box
          component="ul"
          aria-label={t('shipping:warehouses.savedLabel')}
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {saved.map((s) => (
            <ReceivingAddressCard key={s.id} saved={s} busy={busyId === s.id} onRemove={() => setRemoving(s)} />
          ))}
        </Box>
      )}

      {addable.length > 0 && (
        <Box component="section" aria-labelledby="add-warehouse-title" sx={{ mt: 3 }}>
          <Typography id="add-warehouse-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('shipping:warehouses.addTitle')}
          </Typography>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {addable.map((w) => (
              <Paper
                component="li"
                key={w.id}
                variant="outlined"
                sx={{
                  listStyle: 'none',
                  p: 2,
                  borderRadius: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1.5,
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Typography sx={{ fontWeight: 600 }}>{w.name}</Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                    {w.address}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  loading={busyId === w.id}
                  onClick={() => void add(w)}
                  aria-label={t('shipping:warehouses.addNamed', { name: w.name })}
                >
                  {t('shipping:warehouses.add')}
                </Button>
              </Paper>
            ))}
          </Box>
        </Box>
      )}

      {confirmWanted && (
        <ConfirmDialog
          open={removing !== null}
          title={t('shipping:warehouses.removeTitle')}
          text={removing ? t('shipping:warehouses.removeText', { name: removing.warehouse.name }) : ''}
          confirmLabel={t('shipping:warehouses.remove')}
          cancelLabel={t('shipping:cancel')}
          busy={removing !== null && busyId === removing.id}
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove()}
        />
      )}
    </Box>
  );
}
