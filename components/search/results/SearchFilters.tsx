// Sort, price range and the `filters` text. Sort applies at once; price and filters apply together from one
// form, after validation (numbers of 0 or more, minimum not above maximum). On a phone the panel folds away
// behind a "Filters" button; CSS decides, so the server and the browser render the same markup. Plain inputs
// and the browser's own select: the panel is on the search page's first screen. The toggle and the panel are
// plain elements styled by SearchFilters.module.css.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { ProductSort } from '@/contract';
import NativeSelectInput from '@/components/common/form/NativeSelectInput';
import TextInput from '@/components/common/form/TextInput';
import PlainIcon from '@/components/common/PlainIcon';
import PlainButton from '@/components/common/PlainButton';
import PlainTextButton from '@/components/common/PlainTextButton';
import { TUNE } from './resultsIconPaths';
import { checkPriceRange, type PriceRangeCheck } from './priceRange';
import { SORTS, type SearchState } from './searchState';
import styles from './SearchFilters.module.css';

export interface SearchFiltersProps {
  state: SearchState;
  onChange: (change: Partial<SearchState>) => void;
}

const asText = (n: number | null) => (n === null ? '' : String(n));

export default function SearchFilters({ state, onChange }: SearchFiltersProps) {
  const { t } = useTranslation('search');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [min, setMin] = useState(asText(state.priceStart));
  const [max, setMax] = useState(asText(state.priceEnd));
  const [filters, setFilters] = useState(state.filters);
  const [errors, setErrors] = useState<Omit<Extract<PriceRangeCheck, { ok: false }>, 'ok'>>({});

  // Back/forward or a new search: the inputs follow the URL (adjusted during render, no stale frame).
  const urlKey = `${state.priceStart}|${state.priceEnd}|${state.filters}`;
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    setMin(asText(state.priceStart));
    setMax(asText(state.priceEnd));
    setFilters(state.filters);
    setErrors({});
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const check = checkPriceRange(min, max);
    if (!check.ok) {
      setErrors({ min: check.min, max: check.max });
      return;
    }
    setErrors({});
    onChange({ priceStart: check.priceStart, priceEnd: check.priceEnd, filters: filters.trim() });
  }

  return (
    <div>
      <PlainTextButton
        startIcon={<PlainIcon d={TUNE} />}
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={panelId}
        size="small"
        className={styles.toggle}
      >
        {t('results.filters.toggle')}
      </PlainTextButton>
      <form
        id={panelId}
        noValidate
        onSubmit={apply}
        aria-label={t('results.filters.toggle')}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
      >
        <NativeSelectInput
          size="small"
          label={t('results.sort.label')}
          value={state.sort}
          options={SORTS.map((sort) => ({ value: sort, label: t(`results.sort.${sort}`) }))}
          onChange={(sort) => onChange({ sort: sort as ProductSort })}
          className={styles.sort}
        />
        {/* 176 px: room for the longest price label ("Precio máximo (CNY)") without an ellipsis. */}
        <div className={styles.prices}>
          <TextInput
            size="small"
            label={t('results.price.min')}
            value={min}
            onChange={(e) => setMin(e.target.value)}
            error={Boolean(errors.min)}
            helperText={errors.min ? t(errors.min) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': undefined } }}
            className={styles.price}
          />
          <TextInput
            size="small"
            label={t('results.price.max')}
            value={max}
            onChange={(e) => setMax(e.target.value)}
            error={Boolean(errors.max)}
            helperText={errors.max ? t(errors.max) : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            className={styles.price}
          />
        </div>
        <TextInput
          size="small"
          label={t('results.filters.label')}
          value={filters}
          onChange={(e) => setFilters(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          className={styles.keywords}
        />
        <PlainButton type="submit" className={styles.apply}>
          {t('results.filters.apply')}
        </PlainButton>
      </form>
    </div>
  );
}
