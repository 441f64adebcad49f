// /product?url=<encrypted product link>&filters= (spec 2). The link is decrypted on the server with the runtime
// key and the product loaded in the loader (critical data); components/product/loadProductPage.ts decides the
// outcome and its status (wrong link 400, not found 404, API trouble 503, never a 500).
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageWithSettings } from '@/components/layout/pageSettings';
import { loadProductPage, type ProductPageData } from '@/components/product/loadProductPage';
import ProductView from '@/components/product/ProductView';
import { ProductLoadError, ProductNotFound, ProductWrongLink } from '@/components/product/ProductStates';
import { queryValue } from '@/components/search/channels';
import { runtimeConfig } from '@/services/server/runtimeConfig';
import { withPage } from '@/services/server/withPage';
import { useTenant } from '@/stores';

export const settings = definePage({ namespaces: ['product', 'search'] });

interface ProductPageProps extends Record<string, unknown> {
  data: ProductPageData;
  keyword: string | null;
}

export const getServerSideProps = withPage<ProductPageProps>(settings, async (ctx, { http }) => {
  const { status, data } = await loadProductPage(http, queryValue(ctx.query.url), runtimeConfig().productLinkKey);
  ctx.res.statusCode = status;
  const keyword = (queryValue(ctx.query.keyword) ?? '').trim().slice(0, 200);
  return { props: { data, keyword: keyword || null } };
});

const ProductPage: PageWithSettings<ProductPageProps> = ({ data, keyword }) => {
  const tenant = useTenant();
  const { t } = useTranslation('product');
  const title = data.kind === 'product'
    ? data.product.title
    : data.kind === 'not-found' ? t('notFound.title') : data.kind === 'wrong-link' ? t('wrongLink.title') : t('loadError.title');
  return (
    <>
      <Head>
        <title>{`${title} - ${tenant.name}`}</title>
      </Head>
      {data.kind === 'product' && <ProductView key={data.product.productId} product={data.product} keyword={keyword} />}
      {data.kind === 'wrong-link' && <ProductWrongLink link={data.link} />}
      {data.kind === 'not-found' && <ProductNotFound keyword={keyword} />}
      {data.kind === 'error' && <ProductLoadError code={data.code} />}
    </>
  );
};
ProductPage.settings = settings;
export default ProductPage;
