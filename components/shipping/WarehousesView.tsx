// /my/warehouses (proxy shipping): a short how-to, the shopper's receiving address at each China warehouse they
// added (member code and copyable lines), and the warehouses they can still add. Adding answers the new address;
// removing answers the remaining list, which replaces what is shown.
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import PlainButton from '@/components/common/PlainButton';
import PlainIcon from '@/components/common/PlainIcon';
import PlainLink from '@/components/common/PlainLink';
import type { TenantWarehouse, UserWarehouse } from '@/contract';
import type { AppError } from '@/services/result';
import { addUserWarehouse, getTenantWarehouses, listUserWarehouses, removeUserWarehouse } from '@/services/shipping';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { errorText } from '@/utils/errorText';
import RetryAlert from '@/components/common/RetryAlert';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import ReceivingAddressCard from './ReceivingAddressCard';
import { ADD, WAREHOUSE_OUTLINED } from './warehouseIconPaths';
import styles from './WarehousesView.module.css';

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
    <div className={styles.page}>
      <h1 className={styles.title}>{t('shipping:warehouses.title')}</h1>
      <p className={styles.intro}>{t('shipping:warehouses.intro')}</p>

      {/* Outlined, not on a grey fill: its link keeps 4.5:1 in every tenant's colour in both schemes. */}
      <section aria-labelledby="howto-title" className={styles.howTo}>
        <h2 id="howto-title" className={styles.howToTitle}>
          {t('shipping:warehouses.howTo')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li className={styles.step} key={step}>
              {step === 'step3' ? (
                <>
                  {t('shipping:warehouses.step3')}{' '}
                  <PlainLink href="/my/in-stock-items">{t('shipping:warehouses.step3Link')}</PlainLink>
                </>
              ) : (
                t(`shipping:warehouses.${step}`)
              )}
            </li>
          ))}
        </ol>
      </section>

      {error && <RetryAlert error={error} onRetry={() => void load()} className={styles.error} />}

      {saved === null && !error && <span className={styles.loading} aria-label={t('shipping:loading')} />}
      {saved !== null && saved.length === 0 && (
        <div className={styles.empty} data-testid="warehouses-empty">
          <PlainIcon d={WAREHOUSE_OUTLINED} size="inherit" className={styles.emptyIcon} />
          <p className={styles.emptyText}>{t('shipping:warehouses.empty')}</p>
        </div>
      )}
      {saved !== null && saved.length > 0 && (
        <ul aria-label={t('shipping:warehouses.savedLabel')} className={styles.saved}>
          {saved.map((s) => (
            <ReceivingAddressCard key={s.id} saved={s} busy={busyId === s.id} onRemove={() => setRemoving(s)} />
          ))}
        </ul>
      )}

      {addable.length > 0 && (
        <section aria-labelledby="add-warehouse-title" className={styles.addSection}>
          <h2 id="add-warehouse-title" className={styles.addTitle}>
            {t('shipping:warehouses.addTitle')}
          </h2>
          <ul className={styles.addable}>
            {addable.map((w) => (
              <li key={w.id} className={styles.warehouse}>
                <div className={styles.warehouseText}>
                  <p className={styles.warehouseName}>{w.name}</p>
                  <p className={styles.warehouseAddress}>{w.address}</p>
                </div>
                <PlainButton
                  variant="outlined"
                  startIcon={<PlainIcon d={ADD} />}
                  pending={busyId === w.id}
                  onClick={() => void add(w)}
                  aria-label={t('shipping:warehouses.addNamed', { name: w.name })}
                >
                  {t('shipping:warehouses.add')}
                </PlainButton>
              </li>
            ))}
          </ul>
        </section>
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
    </div>
  );
}
