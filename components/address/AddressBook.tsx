// The account page's address sections: delivery addresses or billing addresses (`kind`), listed default first,
// with add, edit, delete (after a confirmation) and make-default. The server's list is the truth: after a save
// or a default change the list is fetched again (another address may have lost its default), and a delete answers
// the remaining list directly.
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import type { BillingAddress, UserAddress } from '@/contract';
import SectionCard from '@/components/account/SectionCard';
import PlainAlert from '@/components/common/PlainAlert';
import PlainButton from '@/components/common/PlainButton';
import PlainTextButton from '@/components/common/PlainTextButton';
import PlainIcon from '@/components/common/PlainIcon';
import { useFormat } from '@/components/common/useFormat';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import { useRemote } from '@/components/common/useRemote';
import {
  deleteAddress,
  deleteBillingAddress,
  listAddresses,
  listBillingAddresses,
  saveAddress,
  saveBillingAddress,
} from '@/services/address';
import type { Http } from '@/services/http';
import type { Result } from '@/services/result';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { errorText } from '@/utils/errorText';
import AddressCard from './AddressCard';
import type { AddressFormValues, AddressKind } from './AddressFormDialog';
import { addressRequest, billingRequest, valuesOf } from './addressRequest';
import { countryName, shortPlace } from './addressText';
import { useCountries } from './useAddressReference';
import { ADD } from './addressIconPaths';
import styles from './AddressBook.module.css';

type AnyAddress = UserAddress | BillingAddress;

interface KindApi {
  section: 'addresses' | 'billing';
  list: (http: Http) => Promise<Result<AnyAddress[]>>;
  save: (http: Http, values: AddressFormValues, id?: string) => Promise<Result<unknown>>;
  remove: (http: Http, id: string) => Promise<Result<AnyAddress[]>>;
}

// Both dialogs load when first opened.
const AddressFormDialog = dynamic(() => import('./AddressFormDialog'), { ssr: false });
const ConfirmDialog = dynamic(() => import('@/components/shipping/ConfirmDialog'), { ssr: false });

const KINDS: Record<AddressKind, KindApi> = {
  address: {
    section: 'addresses',
    list: listAddresses,
    save: (http, values, id) => saveAddress(http, addressRequest(values, id)),
    remove: deleteAddress,
  },
  billing: {
    section: 'billing',
    list: listBillingAddresses,
    save: (http, values, id) => saveBillingAddress(http, billingRequest(values, id)),
    remove: deleteBillingAddress,
  },
};

type Editing = { address: AnyAddress | null; key: number } | null;

export default function AddressBook({ kind }: { kind: AddressKind }) {
  const { t } = useTranslation(['address', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const api = KINDS[kind];
  const countries = useCountries();
  const format = useFormat();
  const { state: list, run, show } = useRemote<AnyAddress[]>();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AnyAddress | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const confirmWanted = useOpenedOnce(deleting !== null);

  // Read again after a change without a loading state in between: the list stays until the new one comes.
  const reload = useCallback(async () => {
    await run(() => api.list(http), { silent: true });
  }, [api, http, run]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const countryList = countries.load.status === 'ready' ? countries.load.data : [];
  const label = (code: string) => countryName(countryList, code, format.locale);

  const makeDefault = async (address: AnyAddress) => {
    setBusyId(address.id);
    const result = await api.save(http, { ...valuesOf(address), defaultAddress: true }, address.id);
    setBusyId(null);
    if (!result.ok) {
      notify.error(errorText(t, result.error));
      return;
    }
    notify.success(t('address:madeDefault'));
    await reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusyId(deleting.id);
    const result = await api.remove(http, deleting.id);
    setBusyId(null);
    if (!result.ok) {
      notify.error(errorText(t, result.error));
      return;
    }
    setDeleting(null);
    show(result.data);
    notify.success(t(`address:${api.section}.deleted`));
  };

  const canAdd = countries.load.status === 'ready' && list.status === 'ready';
  return (
    <SectionCard
      id={`account-${kind}`}
      title={t(`address:${api.section}.title`)}
      description={t(`address:${api.section}.description`)}
    >
      {(list.status === 'failed' || countries.load.status === 'failed') && (
        <PlainAlert
          severity="error"
          className={styles.failed}
          action={
            <PlainTextButton
              size="small"
              onClick={() => {
                countries.retry();
                void reload();
              }}
            >
              {t('address:retry')}
            </PlainTextButton>
          }
        >
          {t('address:loadError')}{' '}
          {list.status === 'failed'
            ? errorText(t, list.error)
            : countries.load.status === 'failed'
              ? errorText(t, countries.load.error)
              : ''}
        </PlainAlert>
      )}
      {list.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label={t('address:loading')} className={styles.loading}>
          <span className={styles.placeholder} />
        </div>
      )}
      {list.status === 'ready' && list.data.length === 0 && (
        <p className={styles.empty}>{t(`address:${api.section}.empty`)}</p>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <ul aria-label={t(`address:${api.section}.title`)} className={styles.list}>
          {list.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              countryLabel={label(address.country)}
              busy={busyId === address.id}
              onEdit={() => setEditing({ address, key: Date.now() })}
              onDelete={() => setDeleting(address)}
              onMakeDefault={() => void makeDefault(address)}
            />
          ))}
        </ul>
      )}
      <PlainButton
        startIcon={<PlainIcon d={ADD} />}
        disabled={!canAdd}
        onClick={() => setEditing({ address: null, key: Date.now() })}
      >
        {t(`address:${api.section}.add`)}
      </PlainButton>
      {editing && (
        <AddressFormDialog
          key={editing.key}
          kind={kind}
          address={editing.address}
          countries={countryList}
          open
          onClose={() => setEditing(null)}
          onSave={(values) => api.save(http, values, editing.address?.id)}
          onSaved={() => {
            setEditing(null);
            notify.success(t(`address:${api.section}.saved`));
            void reload();
          }}
        />
      )}
      {confirmWanted && (
        <ConfirmDialog
          open={deleting !== null}
          title={t(`address:${api.section}.deleteTitle`)}
          text={
            deleting
              ? t(`address:${api.section}.deleteText`, {
                  name: deleting.recipient,
                  place: shortPlace(deleting, label(deleting.country)),
                })
              : ''
          }
          confirmLabel={t('address:delete')}
          cancelLabel={t('address:cancel')}
          busy={deleting !== null && busyId === deleting.id}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </SectionCard>
  );
}
