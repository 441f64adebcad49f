// /product?url=<encrypted product link>&keyword=: the product, or the wrong-link, not-found or load-error state.
// loaders/product.ts decides the outcome and its status (wrong link 400, not found 404, API trouble 503, never 500).
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageWithSettings } from '@/services/pageSettings';
import dynamic from 'next/dynamic';
import ProductView from '@/components/product/ProductView';
import { loadProductPage, type ProductPageProps } from '@/loaders/product';
import { withPage } from '@/services/server/withPage';
import PageTitle from '@/components/common/PageTitle';

// `cost` for the landed cost panel. Buy now's dialog (the warehouse choice, the amounts and the pay dialog) loads the
// `cart`, `orders`, `payments` and `auth` words itself when it opens (services/i18n/translationsOnDemand.ts).
export const settings = definePage({ namespaces: ['product', 'search', 'cost'] });

export const getServerSideProps = withPage(settings, loadProductPage);

// The states shown instead of a product come with the page that shows one (rendered on the server all the same):
// a product's page does not load them. Each `import()` is written inside its dynamic call: that is where Next finds
// the module to send with a page that rendered it, so that the browser has it before hydrating. Behind a helper,
// the state rendered as nothing while the page hydrated and the footer jumped up and back.
const ProductWrongLink = dynamic(() => import('@/components/product/ProductStates').then((s) => s.ProductWrongLink));
const ProductNotFound = dynamic(() => import('@/components/product/ProductStates').then((s) => s.ProductNotFound));
const ProductLoadError = dynamic(() => import('@/components/product/ProductStates').then((s) => s.ProductLoadError));

const ProductPage: PageWithSettings<ProductPageProps> = ({ data, keyword }) => {
  const { t } = useTranslation('product');
  const title =
    data.kind === 'product'
      ? data.product.title
      : data.kind === 'not-found'
        ? t('notFound.title')
        : data.kind === 'wrong-link'
          ? t('wrongLink.title')
          : t('loadError.title');
  return (
    <>
      <PageTitle title={title} subjectFirst />
      {data.kind === 'product' && <ProductView key={data.product.productId} product={data.product} keyword={keyword} />}
      {data.kind === 'wrong-link' && <ProductWrongLink link={data.link} />}
      {data.kind === 'not-found' && <ProductNotFound keyword={keyword} />}
      {data.kind === 'error' && <ProductLoadError code={data.code} />}
    </>
  );
};
ProductPage.settings = settings;
export default ProductPage;
