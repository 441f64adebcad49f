// /transportation-charge: the ABOUT_TRANSIT_FEE article with the shipping estimator above its text; 404 when the
// tenant has not enabled it. ?country=&weightGrams=&lengthCm=&widthCm=&heightCm= fills the estimator (the
// "compare lines" link of the product page and the cart) and estimates at once.
import { useRouter } from 'next/router';
import { articleSettings } from '@/components/article/articlePage';
import ArticleView from '@/components/article/ArticleView';
import ShippingEstimator from '@/components/shipping/ShippingEstimator';
import { estimateValuesFromQuery } from '@/components/shipping/estimatorAddress';
import { articlePageLoader, type ArticlePageProps } from '@/loaders/article';
import type { PageWithSettings } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';

const base = articleSettings('ABOUT_TRANSIT_FEE');
export const settings = { ...base, namespaces: [...(base.namespaces ?? []), 'shipping' as const] };
export const getServerSideProps = withPage(settings, articlePageLoader('ABOUT_TRANSIT_FEE', { ownContent: true }));

const TransportationChargePage: PageWithSettings<ArticlePageProps> = (props) => {
  const { query } = useRouter();
  return (
    <ArticleView {...props}>
      <ShippingEstimator initial={estimateValuesFromQuery(query)} />
    </ArticleView>
  );
};
TransportationChargePage.settings = settings;
export default TransportationChargePage;
