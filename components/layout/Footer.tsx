// The site footer: user guide, additional information (about us; privacy policy and terms of use in a
// modal from sanitised tenant HTML), get support, online service links, the social row, copyright with the
// registration entity, the 'powered by' credit (unless the tenant turns it off) and the optional tenant scripts.
import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { ArticleType, Locale } from '@/contract';
import type common from '@/locales/en/common.json';
import { useTenant } from '@/stores/tenant';
import { isolate, isolateLtr } from '@/utils/bidi';
import { clockParts } from '@/utils/clock';
import { tenantLink } from '@/utils/tenantLink';
import styles from './Footer.module.css';
import hidden from '@/components/common/visuallyHidden.module.css';
import FooterScripts from './FooterScripts';
import FooterSupport from './FooterSupport';
import { COPYRIGHT_START_YEAR } from './layoutConstants';
import { SOCIAL_ICONS, SOCIAL_NAMES } from './SocialIcons';
import PlainIcon from '@/components/common/PlainIcon';

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

// Plain elements (footer, section, h2, ul, a, button, hr) styled by a static stylesheet reading the theme's custom
// properties (Footer.module.css), rather than MUI components each with its own style work: the footer is on every
// page of every request. The policy buttons and the social links have the look MUI's ButtonBase and IconButton
// gave them, and the theme's focus ring.

/** The social links' class outside the stylesheet: floatingClearance.ts counts them as controls. */
export const FOOTER_SOCIAL_CLASS = 'Footer-social';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.column}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

function LinkList({ children }: { children: ReactNode }) {
  return <ul className={styles.links}>{children}</ul>;
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
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {guides.length > 0 && (
            <Column title={t('footer.userGuide')}>
              <LinkList>
                {guides.map((link) => (
                  <li key={link.href}>
                    <NextLink href={link.href} className={styles.link}>
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
                  <NextLink href="/about" className={styles.link}>
                    {t('footer.aboutUs')}
                  </NextLink>
                </li>
              )}
              {hasPrivacy && (
                <li>
                  <button
                    type="button"
                    onClick={() => openDoc('privacy')}
                    aria-haspopup="dialog"
                    className={styles.link}
                  >
                    {t('footer.privacyPolicy')}
                  </button>
                </li>
              )}
              {hasTerms && (
                <li>
                  <button type="button" onClick={() => openDoc('terms')} aria-haspopup="dialog" className={styles.link}>
                    {t('footer.termsOfUse')}
                  </button>
                </li>
              )}
            </LinkList>
          </Column>
          <Column title={t('footer.getSupport')}>
            <FooterSupport
              tenant={tenant}
              classes={{ list: styles.support, row: styles.supportRow, icon: styles.supportIcon, mail: styles.mail }}
            />
          </Column>
          {onlineLinks.length > 0 && (
            <Column title={t('footer.onlineService')}>
              <LinkList>
                {onlineLinks.map((link) => (
                  <li key={`${link.title}:${link.href}`}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                      {link.title}
                      <span className={hidden.visuallyHidden}>{` ${t('footer.newTab')}`}</span>
                    </a>
                  </li>
                ))}
              </LinkList>
            </Column>
          )}
        </div>

        {socials.length > 0 && (
          <ul className={styles.socials} aria-label={t('footer.followUs')}>
            {socials.map(({ platform, href }) => {
              return (
                <li key={`${platform}:${href}`}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SOCIAL_NAMES[platform]} ${t('footer.newTab')}`}
                    className={`${FOOTER_SOCIAL_CLASS} ${styles.social}`}
                  >
                    <PlainIcon d={SOCIAL_ICONS[platform]} size="small" />
                  </a>
                </li>
              );
            })}
          </ul>
        )}

        <hr className={styles.rule} />
        <div className={styles.legal}>
          <div data-testid="copyright" suppressHydrationWarning>
            {t('footer.copyright', { years: isolateLtr(copyrightYears(year)), name: isolate(tenant.name) })}
          </div>
          {entity && (entity.name || entity.businessLicenseNo || entity.websiteApprove) && (
            <div className={styles.registration} data-testid="registration">
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
      {/* The footer's last element in the HTML: until the parser reaches it the footer is not drawn. */}
      <span className={styles.end} hidden />
    </footer>
  );
}
