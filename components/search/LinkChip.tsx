// The chip that tells which marketplace a link typed in the search box belongs to, with its hint on hover.
// Loaded when the box is first focused (or rendered on the server when the text already holds a link):
// Tooltip brings the positioning engine, which no page needs before that.
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'next-i18next/pages';
import type { ProductPlatform } from '@/contract';
import { withMuiScope } from '@/theme/MuiScope';

function LinkChip({ platform }: { platform: ProductPlatform | null }) {
  const { t } = useTranslation('search');
  return (
    <Tooltip
      title={
        platform ? t('searchBox.linkHint', { platform: t(`platform.${platform}`) }) : t('searchBox.linkHintGeneric')
      }
    >
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        label={platform ? t(`platform.${platform}`) : 'URL'}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, mx: 0.5, maxWidth: 96, flexShrink: 0 }}
      />
    </Tooltip>
  );
}

export default withMuiScope(LinkChip);
