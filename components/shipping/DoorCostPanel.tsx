// "To your door in <country>": what the goods shown (a product's chosen pieces, the cart's selected lines) would
// cost to ship home on the cheapest line, as the server priced it from the catalogue's weight per piece and the
// packed-size rule; the line used, its days and the weight charged, and a link to compare every line on the
// estimator page. The country is the shopper's choice, or their default address's.
// The frame sits on the product and cart pages' first screen: plain elements styled by a static stylesheet. The
// server knows no country (it is this browser's), so the answer, its skeleton and a refusal come only after the
// page runs: the answer and the refusal load when first shown, the answer's code as soon as a country is known.
import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import type { DoorCostItem } from '@/contract';
import PlainIcon from '@/components/common/PlainIcon';
import { loadAfterMount } from '@/components/common/loadAfterMount';
import ShipToSelect from '@/components/shipping/ShipToSelect';
import { useCountries, useCountryName } from '@/components/address/useAddressReference';
import { usePageArticleTypes } from '@/components/layout/useEnabledArticleTypes';
import { useTenant } from '@/stores';
import { isolate } from '@/utils/bidi';
import { LOCAL_SHIPPING_OUTLINED } from './doorCostIconPaths';
import { estimatorHref } from './estimatorAddress';
import { useDoorCost } from './useDoorCost';
import { useDoorCountry } from './useDoorCountry';
import styles from './DoorCostPanel.module.css';

function AnswerSkeleton() {
  return <span className={styles.skeleton} />;
}

const loadResult = () => import('./DoorCostResult');
// Drawn in a transition (loadAfterMount): with its landed cost it is the largest render the page makes once started.
const DoorCostResult = loadAfterMount(loadResult, <AnswerSkeleton />);
const DoorCostRefusal = dynamic(() => import('./DoorCostRefusal'), { ssr: false });

export default function DoorCostPanel({ items }: { items: readonly DoorCostItem[] }) {
  const { t } = useTranslation(['cost', 'common']);
  const tenant = useTenant();
  const countries = useCountries();
  const nameOf = useCountryName();
  const { country, choose } = useDoorCountry();
  const { state, retry } = useDoorCost(country, items);
  const articleTypes = usePageArticleTypes(tenant.id);
  const canCompare = articleTypes?.includes('ABOUT_TRANSIT_FEE') ?? false;

  // A country known means an answer on its way: its code comes while the server prices it.
  useEffect(() => {
    if (country) void loadResult();
  }, [country]);

  const list = countries.load.status === 'ready' ? countries.load.data : [];
  const countryName = (code: string) => isolate(nameOf(code));
  const shown = state.data;

  return (
    <section aria-labelledby="door-cost-title" data-testid="door-cost" className={styles.panel}>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <PlainIcon d={LOCAL_SHIPPING_OUTLINED} size="small" className={styles.icon} />
          <h2 id="door-cost-title" className={styles.title}>
            {t('cost:door.title')}
          </h2>
        </div>
        <ShipToSelect
          id="door-cost-country"
          label={t('cost:door.shipTo')}
          countries={list}
          country={country}
          onChoose={choose}
        />
      </div>
      <div
        aria-live="polite"
        aria-busy={state.status === 'loading'}
        className={state.status === 'loading' && shown ? styles.answerStale : styles.answer}
      >
        {countries.load.status === 'failed' ? (
          <DoorCostRefusal error={countries.load.error} onRetry={countries.retry} />
        ) : !country ? (
          <p className={styles.note}>{t('cost:door.chooseCountry')}</p>
        ) : items.length === 0 ? (
          <p className={styles.note}>{t('cost:door.noGoods')}</p>
        ) : state.status === 'failed' ? (
          <DoorCostRefusal error={state.error} onRetry={retry} />
        ) : shown ? (
          <DoorCostResult
            cost={shown}
            countryName={countryName(shown.country)}
            compareHref={canCompare ? estimatorHref(shown.country, shown.box) : null}
            variantsChosen={items.every((i) => i.productSkuId !== undefined)}
          />
        ) : (
          <AnswerSkeleton />
        )}
      </div>
    </section>
  );
}
