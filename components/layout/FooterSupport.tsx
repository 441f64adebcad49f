// "Get support": the service phone copied on click, the service email as a mailto link and up to three
// messenger accounts, each copied on click with a 'copied' toast.
import { useTranslation } from 'next-i18next/pages';
import PlainIcon from '@/components/common/PlainIcon';
import { CHAT, MAIL, PHONE } from '@/components/common/plainIconPaths';
import CopyText from '@/components/common/CopyText';
import type { Tenant } from '@/contract';
import { FOOTER_SOCIAL_ACCOUNTS_MAX } from './layoutConstants';
import { MESSENGER_NAMES } from './messengerNames';

export interface FooterSupportProps {
  tenant: Tenant;
  /** Plain elements styled by the footer's stylesheet (Footer.module.css). */
  classes: { list?: string; row?: string; icon?: string; mail?: string };
}

export default function FooterSupport({ tenant, classes: C }: FooterSupportProps) {
  const { t } = useTranslation('common');
  const accounts = (tenant.serviceSocialAccounts ?? [])
    .filter((a) => a.accountId?.trim())
    .slice(0, FOOTER_SOCIAL_ACCOUNTS_MAX);
  const copied = t('footer.copied');
  const failed = t('footer.copyFailed');
  return (
    <ul className={C.list}>
      {tenant.servicePhone && (
        <li className={C.row}>
          <PlainIcon d={PHONE} className={C.icon} />
          <CopyText
            value={tenant.servicePhone}
            ariaLabel={t('footer.copyPhone', { phone: tenant.servicePhone })}
            copiedText={copied}
            failedText={failed}
          >
            <span dir="ltr">{tenant.servicePhone}</span>
          </CopyText>
        </li>
      )}
      {tenant.serviceEmail && (
        <li className={C.row}>
          <PlainIcon d={MAIL} className={C.icon} />
          <a href={`mailto:${tenant.serviceEmail}`} className={C.mail}>
            {tenant.serviceEmail}
          </a>
        </li>
      )}
      {accounts.map((account) => {
        const name = MESSENGER_NAMES[account.type] ?? account.type;
        return (
          <li key={`${account.type}:${account.accountId}`} className={C.row}>
            <PlainIcon d={CHAT} className={C.icon} />
            <CopyText
              value={account.accountId}
              ariaLabel={t('footer.copyAccount', { messenger: name, account: account.accountId })}
              copiedText={copied}
              failedText={failed}
            >
              <span>
                {name}: <span dir="ltr">{account.accountId}</span>
              </span>
            </CopyText>
          </li>
        );
      })}
    </ul>
  );
}
