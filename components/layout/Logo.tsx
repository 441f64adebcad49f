// The tenant's logo linking home (max 260 px wide); the tenant name stands in when there is no logo.
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { styled } from '@mui/material/styles';
import { useTenant } from '@/stores/tenant';
import { LOGO_MAX_WIDTH_PX } from './layoutConstants';
import { stylesPerTheme } from '@/theme/stylesPerTheme';

/** The logo's height in the header, and in the phone drawer's top row. */
const HEIGHT = { regular: 48, compact: 36 } as const;

const PART = { withImage: 'Logo-withImage', compact: 'Logo-compact', image: 'Logo-image', name: 'Logo-name' } as const;

// One style worked out once per theme for the link, the image and the name, rather than two Box sx per render:
// the logo is in the header of every page.
const LogoLink = styled(NextLink)(
  stylesPerTheme((theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minWidth: 0,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    [theme.breakpoints.up('xs')]: { maxWidth: 150 },
    [theme.breakpoints.up('sm')]: { maxWidth: LOGO_MAX_WIDTH_PX },
    // The logo's height is known before it loads; without it the header grew 8 px when the image arrived and
    // pushed the whole page down (layout shift 0.12 on the home page).
    [`&.${PART.withImage}`]: { minHeight: HEIGHT.regular },
    [`&.${PART.withImage}.${PART.compact}`]: { minHeight: HEIGHT.compact },
    [`& .${PART.image}`]: {
      display: 'block',
      maxWidth: '100%',
      maxHeight: HEIGHT.regular,
      width: 'auto',
      height: 'auto',
      objectFit: 'contain',
      // Tenant logos are drawn for a white header (the Lao one is dark grey text): on the dark scheme they sit on a
      // light plate instead of vanishing into the dark header.
      ...(theme.palette.mode === 'dark'
        ? {
            boxSizing: 'border-box',
            backgroundColor: theme.palette.grey[100],
            borderRadius: theme.shape.borderRadius,
            paddingLeft: theme.spacing(0.75),
            paddingRight: theme.spacing(0.75),
            paddingTop: theme.spacing(0.25),
            paddingBottom: theme.spacing(0.25),
          }
        : {}),
    },
    [`&.${PART.compact} .${PART.image}`]: { maxHeight: HEIGHT.compact },
    [`& .${PART.name}`]: {
      fontWeight: 800,
      fontSize: 20,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  })),
);

export default function Logo({ size = 'regular' }: { size?: keyof typeof HEIGHT }) {
  const { t } = useTranslation('common');
  const tenant = useTenant();
  const classes = [tenant.logoImage ? PART.withImage : '', size === 'compact' ? PART.compact : '']
    .filter(Boolean)
    .join(' ');
  return (
    <LogoLink href="/" aria-label={t('header.home', { name: tenant.name })} className={classes || undefined}>
      {tenant.logoImage ? (
        // A plain img: logos come in any aspect ratio and may live on the tenant's own host, which next/image
        // would have to allow-list. They are small and shown once, above the fold.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={PART.image} src={tenant.logoImage} alt={tenant.name} fetchPriority="high" />
      ) : (
        <span className={PART.name}>{tenant.name}</span>
      )}
    </LogoLink>
  );
}
