// The site footer: user guide, additional information (about us; privacy policy and terms of use in a
// modal from sanitised tenant HTML), get support, online service links, the social row, copyright with the
// registration entity, the 'powered by' credit (unless the tenant turns it off) and the optional tenant scripts.
import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ArticleType } from '@/contract';
import type common from '@/locales/en/common.json';
import { useTenant } from '@/stores/tenant';
import { clockParts } from '@/utils/clock';
import { tenantLink } from '@/utils/tenantLink';
import FooterScripts from './FooterScripts';
import FooterSupport from './FooterSupport';
import { COPYRIGHT_START_YEAR } from './layoutConstants';
import { SOCIAL_ICONS, SOCIAL_NAMES } from './SocialIcons';

// The policy dialog (MUI Dialog) loads with the first click on a policy link, not with every page.
const HtmlModal = dynamic(() => import('@/components/common/HtmlModal'), { ssr: false });

/** The product credit shown unless tenantPreference.showPoweredBy is false (a brand, not translated). */
export const POWERED_BY_NAME = 'Proxy Storefront';

export interface FooterProps {
  /** null while unknown: every guide link is shown. */
  enabledArticleTypes: readonly ArticleType[] | null;
}

const GUIDE_LINKS: ReadonlyArray<{ key: keyof typeof common.footer; href: string; type: ArticleType }> = [
  { key: 'howToUse', href: '/how-to-use', type: 'HOW_TO_USE' },
  { key: 'sourcingService', href: '/sourcing-service', type: 'SOURCING_SERVICE' },
  { key: 'paymentGuide', href: '/payment-guide', type: 'PAYMENT_GUIDE' },
  { key: 'shipping', href: '/transportation-charge', type: 'ABOUT_TRANSIT_FEE' },
];

/** "2023–2026", or just "2023" in the first year. */
export function copyrightYears(currentYear: number, startYear = COPYRIGHT_START_YEAR): string {
  return currentYear > startYear ? `${startYear}–${currentYear}` : String(startYear);
}

const linkSx = {
  color: 'text.secondary',
  textAlign: 'start',
  font: 'inherit',
  '&:hover': { color: 'primary.main', textDecoration: 'underline' },
} as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography component="h2" sx={{ fontSize: 15, fontWeight: 700, marginBottom: 1.5, color: 'text.primary' }}>
        {title}
      </Typography>
      <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{children}</Box>
    </Box>
  );
}

function LinkList({ children }: { children: ReactNode }) {
  return <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1 }}>{children}</Box>;
}

type Doc = 'privacy' | 'terms';

export default function Footer({ enabledArticleTypes }: FooterProps) {
  const { t } = useTranslation('common');
  const tenant = useTenant();
  const [doc, setDoc] = useState<Doc>('privacy');
  const [docOpen, setDocOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can also animate out.
  const [docWanted, setDocWanted] = useState(false);
  const openDoc = (which: Doc) => {
    setDoc(which);
    setDocOpen(true);
    setDocWanted(true);
  };
  const enabled = enabledArticleTypes ? new Set(enabledArticleTypes) : null;
  const isEnabled = (type: ArticleType) => !enabled || enabled.has(type);
  const guides = GUIDE_LINKS.filter((link) => isEnabled(link.type));
  const onlineLinks = (tenant.footerLinks ?? [])
    .map((link) => ({ title: link.title, href: tenantLink(link.link)?.href ?? null }))
    .filter((link): link is { title: string; href: string } => Boolean(link.title && link.href));
  const socials = (tenant.socialMediaPlatforms ?? [])
    .map((entry) => ({ platform: entry.platform, href: tenantLink(entry.link)?.href ?? null }))
    .filter((entry): entry is { platform: typeof entry.platform; href: string } => Boolean(entry.href && SOCIAL_ICONS[entry.platform]));
  // The tenant's own year, so the server and the browser agree (except in the seconds around New Year).
  const [year] = useState(() => clockParts(Date.now(), tenant.timezoneOffset).year);
  const entity = tenant.registrationEntity;
  const showPoweredBy = tenant.tenantPreference.showPoweredBy !== false;
  const hasPrivacy = Boolean(tenant.privacyPolicyHtml?.trim());
  const hasTerms = Boolean(tenant.termsOfUseHtml?.trim());

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.50'),
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        marginTop: 'auto',
      }}
    >
      <Container maxWidth={false} sx={{ maxWidth: 1440, paddingBlock: { xs: 3, sm: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, sm: 4 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {guides.length > 0 && (
            <Column title={t('footer.userGuide')}>
              <LinkList>
                {guides.map((link) => (
                  <li key={link.href}>
                    <Link component={NextLink} href={link.href} underline="none" sx={linkSx}>
                      {t(`footer.${link.key}`)}
                    </Link>
                  </li>
                ))}
              </LinkList>
            </Column>
          )}
          <Column title={t('footer.additionalInfo')}>
            <LinkList>
              {isEnabled('ABOUT_US') && (
                <li>
                  <Link component={NextLink} href="/about" underline="none" sx={linkSx}>
                    {t('footer.aboutUs')}
                  </Link>
                </li>
              )}
              {hasPrivacy && (
                <li>
                  <ButtonBase onClick={() => openDoc('privacy')} aria-haspopup="dialog" sx={linkSx}>
                    {t('footer.privacyPolicy')}
                  </ButtonBase>
                </li>
              )}
              {hasTerms && (
                <li>
                  <ButtonBase onClick={() => openDoc('terms')} aria-haspopup="dialog" sx={linkSx}>
                    {t('footer.termsOfUse')}
                  </ButtonBase>
                </li>
              )}
            </LinkList>
          </Column>
          <Column title={t('footer.getSupport')}>
            <FooterSupport tenant={tenant} />
          </Column>
          {onlineLinks.length > 0 && (
            <Column title={t('footer.onlineService')}>
              <LinkList>
                {onlineLinks.map((link) => (
                  <li key={`${link.title}:${link.href}`}>
                    <Link href={link.href} target="_blank" rel="noopener noreferrer" underline="none" sx={linkSx}>
                      {link.title}
                      <Box component="span" sx={visuallyHidden}>
                        {` ${t('footer.newTab')}`}
                      </Box>
                    </Link>
                  </li>
                ))}
              </LinkList>
            </Column>
          )}
        </Box>

        {socials.length > 0 && (
          <Box component="ul" aria-label={t('footer.followUs')} sx={{ listStyle: 'none', margin: 0, padding: 0, marginTop: 4, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {socials.map(({ platform, href }) => {
              const Icon = SOCIAL_ICONS[platform];
              return (
                <li key={`${platform}:${href}`}>
                  <IconButton
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SOCIAL_NAMES[platform]} ${t('footer.newTab')}`}
                    sx={{ color: 'text.secondary', border: 1, borderColor: 'divider', '&:hover': { color: 'primary.main' } }}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                </li>
              );
            })}
          </Box>
        )}

        <Divider sx={{ marginBlock: 3 }} />
        <Box sx={{ display: 'grid', gap: 0.5, fontSize: 13, textAlign: 'center' }}>
          <Box data-testid="copyright" suppressHydrationWarning>
            {t('footer.copyright', { years: copyrightYears(year), name: tenant.name })}
          </Box>
          {entity && (entity.name || entity.businessLicenseNo || entity.websiteApprove) && (
            <Box data-testid="registration" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2 }}>
              {entity.name && <span>{entity.name}</span>}
              {entity.businessLicenseNo && <span>{t('footer.businessLicense', { number: entity.businessLicenseNo })}</span>}
              {entity.websiteApprove && <span>{entity.websiteApprove}</span>}
            </Box>
          )}
          {showPoweredBy && <Box data-testid="powered-by">{t('footer.poweredBy', { name: POWERED_BY_NAME })}</Box>}
        </Box>
      </Container>

      {docWanted && (
        <HtmlModal
          open={docOpen}
          title={doc === 'terms' ? t('footer.termsOfUse') : t('footer.privacyPolicy')}
          html={doc === 'terms' ? tenant.termsOfUseHtml : tenant.privacyPolicyHtml}
          onClose={() => setDocOpen(false)}
          closeLabel={t('footer.close')}
        />
      )}
      <FooterScripts tenant={tenant} />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
