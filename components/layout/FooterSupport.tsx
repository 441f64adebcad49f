// "Get support": the service phone copied on click, the service email as a mailto link and up to three
// messenger accounts, each copied on click with a 'copied' toast.
import { useTranslation } from 'next-i18next/pages';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ChatIcon from '@mui/icons-material/Chat';
import MailIcon from '@mui/icons-material/Mail';
import PhoneIcon from '@mui/icons-material/Phone';
import CopyText from '@/components/common/CopyText';
import type { Tenant } from '@/contract';
import { FOOTER_SOCIAL_ACCOUNTS_MAX } from './layoutConstants';
import { MESSENGER_NAMES } from './messengerNames';

const rowSx = { display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 } as const;
const iconSx = { fontSize: 18, marginTop: '3px', flex: '0 0 auto', color: 'text.secondary' } as const;

export default function FooterSupport({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation('common');
  const accounts = (tenant.serviceSocialAccounts ?? []).filter((a) => a.accountId?.trim()).slice(0, FOOTER_SOCIAL_ACCOUNTS_MAX);
  const copied = t('footer.copied');
  const failed = t('footer.copyFailed');
  return (
    <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1 }}>
      {tenant.servicePhone && (
        <Box component="li" sx={rowSx}>
          <PhoneIcon sx={iconSx} aria-hidden />
          <CopyText
            value={tenant.servicePhone}
            ariaLabel={t('footer.copyPhone', { phone: tenant.servicePhone })}
            copiedText={copied}
            failedText={failed}
          >
            <span dir="ltr">{tenant.servicePhone}</span>
          </CopyText>
        </Box>
      )}
      {tenant.serviceEmail && (
        <Box component="li" sx={rowSx}>
          <MailIcon sx={iconSx} aria-hidden />
          <Link href={`mailto:${tenant.serviceEmail}`} color="inherit" underline="hover" sx={{ overflowWrap: 'anywhere' }}>
            {tenant.serviceEmail}
          </Link>
        </Box>
      )}
      {accounts.map((account) => {
        const name = MESSENGER_NAMES[account.type] ?? account.type;
        return (
          <Box component="li" key={`${account.type}:${account.accountId}`} sx={rowSx}>
            <ChatIcon sx={iconSx} aria-hidden />
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
          </Box>
        );
      })}
    </Box>
  );
}
