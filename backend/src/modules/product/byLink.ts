// The one way a pasted or canonical product link becomes a product for a call (the product page, the cart, buy
// now): the source resolves the link, then loads its detail. A link we cannot open is INVALID_PRODUCT_URL (400,
// the reason on the productUrl field); a product the source does not have is PRODUCT_NOT_FOUND (404).
import type { Product } from '../../../../contract';
import { AppError } from '../../http/errors';
import { ProductLinkError, type ResolvedLink } from './links';
import type { ProductSource, SourceTenant } from './source';

export async function productByLink(
  source: ProductSource,
  productUrl: string,
  tenant: SourceTenant,
  /** How the detail is loaded: the source itself unless the caller keeps reads (the product page's read cache). */
  detail: (link: ResolvedLink) => Promise<Product | null> = (link) => source.detail(link, tenant),
): Promise<Product> {
  let link: ResolvedLink;
  try {
    link = source.resolveLink(productUrl, tenant);
  } catch (error) {
    if (!(error instanceof ProductLinkError)) throw error;
    throw new AppError(400, 'INVALID_PRODUCT_URL', 'This is not a product link we can open', {
      detail: error.code,
      fields: { productUrl: error.code },
    });
  }
  const product = await detail(link);
  if (!product) {
    throw new AppError(404, 'PRODUCT_NOT_FOUND', 'This product is not available', {
      detail: `${link.platform} ${link.productId}`,
    });
  }
  return product;
}
