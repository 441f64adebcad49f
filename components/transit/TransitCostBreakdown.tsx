// The landed total of a transit order before it is made, every amount from the server's quote: the goods' declared
// value, international shipping for these parcels on the chosen line (the charged weight, exact once the
// warehouse weighs the packed box), each service chosen, and the import charges of the country's rule, with the
// rule's date and the disclaimer the product page and the cart show.
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { TransitQuote } from '@/contract';
import { CostBreakdown, type CostLine } from '@/components/shipping/LandedCostBreakdown';
import { isolate } from '@/utils/bidi';

export default function TransitCostBreakdown({ quote, countryName }: { quote: TransitQuote; countryName: string }) {
  const { t } = useTranslation(['cost', 'shipping']);
  const format = useFormat();
  const lines: CostLine[] = [
    {
      key: 'goods',
      label: t('cost:landed.declaredGoods'),
      hint: t('cost:landed.declaredGoodsHint'),
      amount: quote.declaredValue,
    },
    {
      key: 'shipping',
      label: t('cost:landed.shipping'),
      hint: t('cost:landed.transitShippingHint', {
        line: isolate(quote.transitOptionName),
        weight: isolate(format.weight(quote.weights.chargeableGrams)),
      }),
      amount: quote.shipping.total,
      testId: 'landed-shipping',
    },
    ...quote.services.map((s) => ({
      key: s.service,
      label: t(`shipping:services.name.${s.service}`),
      hint: t(`shipping:services.covers.${s.service}`),
      amount: s.fee,
      testId: `landed-service-${s.service}`,
    })),
  ];
  return (
    <CostBreakdown
      lines={lines}
      importCharges={quote.importCharges}
      rule={quote.rule}
      total={quote.total}
      countryName={countryName}
      testId="transit-landed-cost"
    />
  );
}
