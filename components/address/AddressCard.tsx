// One saved address: recipient, phone, the place in one line, a default badge (and a company's name and tax
// number on a billing address), with edit, make-default and delete.
import { useTranslation } from 'next-i18next/pages';
import type { BillingAddress, UserAddress } from '@/contract';
import PlainButton from '@/components/common/PlainButton';
import PlainChip from '@/components/common/PlainChip';
import PlainTextButton from '@/components/common/PlainTextButton';
import { placeLine } from './addressText';
import styles from './AddressCard.module.css';

export default function AddressCard({
  address,
  countryLabel,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: UserAddress | BillingAddress;
  countryLabel: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation('address');
  const company = 'sellerKind' in address && address.sellerKind === 'COMPANY' ? address : null;
  return (
    <li
      data-testid="address-card"
      className={address.defaultAddress ? `${styles.card} ${styles.default}` : styles.card}
    >
      <div className={styles.heading}>
        <h3 className={styles.recipient}>{address.recipient}</h3>
        {address.defaultAddress && <PlainChip color="primary" label={t('default')} />}
        {company && <PlainChip variant="outlined" label={t('billing.companyBadge')} />}
      </div>
      {company && (
        <p className={styles.line}>
          {company.companyName} · <bdi dir="ltr">{company.taxNumber}</bdi>
        </p>
      )}
      <p className={styles.secondary}>
        <bdi dir="ltr">{address.phone}</bdi>
      </p>
      <p className={styles.line}>
        {/* Isolated: an address typed in Latin letters reads left to right on a right-to-left page, commas in place. */}
        <bdi>{placeLine(address, countryLabel)}</bdi>
      </p>
      <div role="group" aria-label={t('actionsFor', { name: address.recipient })} className={styles.actions}>
        <PlainButton size="small" variant="outlined" onClick={onEdit} disabled={busy}>
          {t('edit')}
        </PlainButton>
        {!address.defaultAddress && (
          <PlainTextButton size="small" color="primary" onClick={onMakeDefault} disabled={busy}>
            {t('makeDefault')}
          </PlainTextButton>
        )}
        <PlainTextButton size="small" color="error" onClick={onDelete} disabled={busy}>
          {t('delete')}
        </PlainTextButton>
      </div>
    </li>
  );
}
