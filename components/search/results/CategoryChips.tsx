// Related categories for a keyword (GET /keywordSNQuery). Choosing one narrows the search to it (snId);
// "All" widens it again. Hidden when the call returned nothing (it is a convenience, never a blocker).
// Toggle buttons drawn as MUI's small chips by a static stylesheet (no Chip and its ripple in the first load).
import { useTranslation } from 'next-i18next/pages';
import type { Category } from '@/contract';
import styles from './CategoryChips.module.css';

function CategoryChip({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <button type="button" className={styles.chip} aria-pressed={active} onClick={onClick}>
      {label}
    </button>
  );
}

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
    <nav aria-label={t('results.categories')} className={styles.row}>
      <span className={styles.caption}>{t('results.categories')}</span>
      <CategoryChip label={t('results.allCategories')} active={selected === null} onClick={() => onSelect(null)} />
      {categories.map((category) => {
        const active = category.id === selected;
        return (
          <CategoryChip
            key={category.id}
            label={category.productCount ? `${category.name} (${category.productCount})` : category.name}
            active={active}
            onClick={() => onSelect(active ? null : category.id)}
          />
        );
      })}
    </nav>
  );
}
