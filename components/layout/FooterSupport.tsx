// "Get support": the service phone copied on click, the service email as a mailto link and up to three
// messenger accounts, each copied on click with a 'copied' toast.
import { useTranslation } from 'next-i18next/pages';
import ChatIcon from '@mui/icons-material/Chat';
import MailIcon from '@mui/icons-material/Mail';
import PhoneIcon from '@mui/icons-material/Phone';
import CopyText from '@/components/common/CopyText';
import type { Tenant } from '@/contract';
import { FOOTER_SOCIAL_ACCOUNTS_MAX } from './layoutConstants';
import { MESSENGER_NAMES } from './messengerNames';

/** Plain elements styled by the footer's one style (Footer.tsx), not a Box, Link and icon sx per row. */
export const SUPPORT_CLASSES = {
  list: 'Footer-support',
  row: 'Footer-supportRow',
  icon: 'Footer-supportIcon',
  mail: 'Footer-mail',
} as const;
const C = SUPPORT_CLASSES;

export default function FooterSupport({ tenant }: { tenant: Tenant }) {
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
          <PhoneIcon className={C.icon} aria-hidden />
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
          <MailIcon className={C.icon} aria-hidden />
          <a href={`mailto:${tenant.serviceEmail}`} className={C.mail}>
            {tenant.serviceEmail}
          </a>
        </li>
      )}
      {accounts.map((account) => {
        const name = MESSENGER_NAMES[account.type] ?? account.type;
        return (
          <li key={`${account.type}:${account.accountId}`} className={C.row}>
            <ChatIcon className={C.icon} aria-hidden />
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
