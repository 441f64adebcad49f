// Related categories for a keyword (GET /keywordSNQuery). Choosing one narrows the search to it (snId);
// "All" widens it again. Hidden when the call returned nothing (it is a convenience, never a blocker).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Category } from '@/contract';

export default function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly Category[];
  selected: string | null;
  onSelect: (snId: string | null) => void;
}) {
  const { t } = useTranslation('search');
  if (categories.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('results.categories')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {t('results.categories')}
      </Typography>
      <Chip
        label={t('results.allCategories')}
        color={selected === null ? 'primary' : 'default'}
        variant={selected === null ? 'filled' : 'outlined'}
        onClick={() => onSelect(null)}
        aria-pressed={selected === null}
        size="small"
      />
      {categories.map((category) => {
        const active = category.id === selected;
        return (
          <Chip
            key={category.id}
            label={category.productCount ? `${category.name} (${category.productCount})` : category.name}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            onClick={() => onSelect(active ? null : category.id)}
            aria-pressed={active}
            size="small"
          />
        );
      })}
    </Box>
  );
}
