// The site footer: user guide, additional information (about us; privacy policy and terms of use in a
// modal from sanitised tenant HTML), get support, online service links, the social row, copyright with the
// registration entity, the 'powered by' credit (unless the tenant turns it off) and the optional tenant scripts.
import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { alpha, styled } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ArticleType, Locale } from '@/contract';
import type common from '@/locales/en/common.json';
import { useTenant } from '@/stores/tenant';
import { isolate, isolateLtr } from '@/utils/bidi';
import { clockParts } from '@/utils/clock';
import { tenantLink } from '@/utils/tenantLink';
import FooterScripts from './FooterScripts';
import FooterSupport, { SUPPORT_CLASSES } from './FooterSupport';
import { COPYRIGHT_START_YEAR } from './layoutConstants';
import { SOCIAL_ICONS, SOCIAL_NAMES } from './SocialIcons';
import { focusRing as themeFocusRing } from '@/theme/focusRing';
import { stylesPerTheme } from '@/theme/stylesPerTheme';

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

// The footer's own boxes, links and rule are plain elements under one style worked out once per theme, rather
// than a MUI Box, Container, Typography, Link or Divider each with its own sx: the footer is on every page of every
// request. The policy buttons and the social links are plain elements too, with the look MUI's ButtonBase and
// IconButton gave them and the theme's focus ring.
const PART = {
  inner: 'Footer-inner',
  columns: 'Footer-columns',
  column: 'Footer-column',
  title: 'Footer-title',
  body: 'Footer-body',
  links: 'Footer-links',
  link: 'Footer-link',
  social: 'Footer-social',
  socials: 'Footer-socials',
  rule: 'Footer-rule',
  legal: 'Footer-legal',
  registration: 'Footer-registration',
  hidden: 'Footer-visuallyHidden',
} as const;
const SUPPORT = SUPPORT_CLASSES;

const FooterRoot = styled('footer')(
  stylesPerTheme((theme) => {
    const sm = theme.breakpoints.up('sm');
    const focusRing = { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 };
    return {
      backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[50],
      borderTop: `1px solid ${theme.palette.divider}`,
      color: theme.palette.text.secondary,
      marginTop: 'auto',
      // A full-width MUI Container's gutters (16 px, 24 px from sm), at most 1440 px wide.
      [`& .${PART.inner}`]: {
        width: '100%',
        maxWidth: 1440,
        marginLeft: 'auto',
        marginRight: 'auto',
        boxSizing: 'border-box',
        paddingLeft: theme.spacing(2),
        paddingRight: theme.spacing(2),
        paddingBlock: theme.spacing(3),
        [sm]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3), paddingBlock: theme.spacing(5) },
      },
      [`& .${PART.columns}`]: {
        display: 'grid',
        gap: theme.spacing(3),
        gridTemplateColumns: '1fr',
        [sm]: { gap: theme.spacing(4), gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
      [`& .${PART.column}`]: { minWidth: 0 },
      [`& .${PART.title}`]: {
        ...theme.typography.body1,
        margin: 0,
        fontSize: 15,
        fontWeight: 700,
        marginBottom: theme.spacing(1.5),
        color: theme.palette.text.primary,
      },
      [`& .${PART.body}`]: { fontSize: 14, color: theme.palette.text.secondary },
      [`& .${PART.links}`]: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1) },
      // What MUI's Link (underline none, inherited type) with the footer's colours drew.
      [`& .${PART.link}`]: {
        margin: 0,
        font: 'inherit',
        letterSpacing: 'inherit',
        color: theme.palette.text.secondary,
        textDecoration: 'none',
        textAlign: 'start',
        '&:hover': { color: theme.palette.primary.main, textDecoration: 'underline' },
      },
      // The policy buttons share the links' look (no button chrome); their ring is the theme's, as ButtonBase drew it.
      [`& button.${PART.link}`]: {
        display: 'inline-flex',
        alignItems: 'center',
        padding: 0,
        border: 0,
        outline: 0,
        backgroundColor: 'transparent',
        cursor: 'pointer',
        WebkitTapHighlightColor: 'transparent',
        verticalAlign: 'middle',
        '&:focus-visible': themeFocusRing(theme),
      },
      [`& a.${PART.link}:focus-visible`]: focusRing,
      // What MUI's IconButton (medium, default colour) drew around each social icon.
      [`& .${PART.social}`]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        padding: 8,
        borderRadius: '50%',
        fontSize: theme.typography.pxToRem(24),
        textDecoration: 'none',
        outline: 0,
        WebkitTapHighlightColor: 'transparent',
        transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
        color: theme.palette.text.secondary,
        border: '1px solid',
        borderColor: theme.palette.divider,
        '&:hover': {
          color: theme.palette.primary.main,
          backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
          '@media (hover: none)': { backgroundColor: 'transparent' },
        },
        '&:focus-visible': themeFocusRing(theme),
      },
      [`& .${PART.socials}`]: {
        listStyle: 'none',
        margin: 0,
        padding: 0,
        marginTop: theme.spacing(4),
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing(1),
      },
      // MUI's Divider.
      [`& .${PART.rule}`]: {
        margin: 0,
        flexShrink: 0,
        borderWidth: 0,
        borderStyle: 'solid',
        borderColor: theme.palette.divider,
        borderBottomWidth: 'thin',
        marginBlock: theme.spacing(3),
      },
      [`& .${PART.legal}`]: { display: 'grid', gap: theme.spacing(0.5), fontSize: 13, textAlign: 'center' },
      [`& .${PART.registration}`]: {
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: theme.spacing(2),
      },
      [`& .${PART.hidden}`]: visuallyHidden,
      [`& .${SUPPORT.list}`]: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1) },
      [`& .${SUPPORT.row}`]: { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1), minWidth: 0 },
      [`& .${SUPPORT.icon}`]: { fontSize: 18, marginTop: 3, flex: '0 0 auto', color: theme.palette.text.secondary },
      [`& .${SUPPORT.mail}`]: {
        margin: 0,
        font: 'inherit',
        letterSpacing: 'inherit',
        color: 'inherit',
        textDecoration: 'none',
        overflowWrap: 'anywhere',
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': focusRing,
      },
    };
  }),
);

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={PART.column}>
      <h2 className={PART.title}>{title}</h2>
      <div className={PART.body}>{children}</div>
    </section>
  );
}

function LinkList({ children }: { children: ReactNode }) {
  return <ul className={PART.links}>{children}</ul>;
}

type Doc = 'privacy' | 'terms';

export default function Footer({ enabledArticleTypes }: FooterProps) {
  const { t, i18n } = useTranslation('common');
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
    .map((link) => ({
      title: link.titles?.[i18n.language as Locale] ?? link.title,
      href: tenantLink(link.link)?.href ?? null,
    }))
    .filter((link): link is { title: string; href: string } => Boolean(link.title && link.href));
  const socials = (tenant.socialMediaPlatforms ?? [])
    .map((entry) => ({ platform: entry.platform, href: tenantLink(entry.link)?.href ?? null }))
    .filter((entry): entry is { platform: typeof entry.platform; href: string } =>
      Boolean(entry.href && SOCIAL_ICONS[entry.platform]),
    );
  // The tenant's own year, so the server and the browser agree (except in the seconds around New Year).
  const [year] = useState(() => clockParts(Date.now(), tenant.timezoneOffset).year);
  const entity = tenant.registrationEntity;
  const showPoweredBy = tenant.tenantPreference.showPoweredBy !== false;
  const hasPrivacy = Boolean(tenant.privacyPolicyHtml?.trim());
  const hasTerms = Boolean(tenant.termsOfUseHtml?.trim());

  return (
    <FooterRoot>
      <div className={PART.inner}>
        <div className={PART.columns}>
          {guides.length > 0 && (
            <Column title={t('footer.userGuide')}>
              <LinkList>
                {guides.map((link) => (
                  <li key={link.href}>
                    <NextLink href={link.href} className={PART.link}>
                      {t(`footer.${link.key}`)}
                    </NextLink>
                  </li>
                ))}
              </LinkList>
            </Column>
          )}
          <Column title={t('footer.additionalInfo')}>
            <LinkList>
              {isEnabled('ABOUT_US') && (
                <li>
                  <NextLink href="/about" className={PART.link}>
                    {t('footer.aboutUs')}
                  </NextLink>
                </li>
              )}
              {hasPrivacy && (
                <li>
                  <button type="button" onClick={() => openDoc('privacy')} aria-haspopup="dialog" className={PART.link}>
                    {t('footer.privacyPolicy')}
                  </button>
                </li>
              )}
              {hasTerms && (
                <li>
                  <button type="button" onClick={() => openDoc('terms')} aria-haspopup="dialog" className={PART.link}>
                    {t('footer.termsOfUse')}
                  </button>
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
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className={PART.link}>
                      {link.title}
                      <span className={PART.hidden}>{` ${t('footer.newTab')}`}</span>
                    </a>
                  </li>
                ))}
              </LinkList>
            </Column>
          )}
        </div>

        {socials.length > 0 && (
          <ul className={PART.socials} aria-label={t('footer.followUs')}>
            {socials.map(({ platform, href }) => {
              const Icon = SOCIAL_ICONS[platform];
              return (
                <li key={`${platform}:${href}`}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SOCIAL_NAMES[platform]} ${t('footer.newTab')}`}
                    className={PART.social}
                  >
                    <Icon fontSize="small" />
                  </a>
                </li>
              );
            })}
          </ul>
        )}

        <hr className={PART.rule} />
        <div className={PART.legal}>
          <div data-testid="copyright" suppressHydrationWarning>
            {t('footer.copyright', { years: isolateLtr(copyrightYears(year)), name: isolate(tenant.name) })}
          </div>
          {entity && (entity.name || entity.businessLicenseNo || entity.websiteApprove) && (
            <div className={PART.registration} data-testid="registration">
              {entity.name && <span>{entity.name}</span>}
              {entity.businessLicenseNo && (
                <span>{t('footer.businessLicense', { number: entity.businessLicenseNo })}</span>
              )}
              {entity.websiteApprove && <span>{entity.websiteApprove}</span>}
            </div>
          )}
          {showPoweredBy && <div data-testid="powered-by">{t('footer.poweredBy', { name: POWERED_BY_NAME })}</div>}
        </div>
      </div>

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
    </FooterRoot>
  );
}
