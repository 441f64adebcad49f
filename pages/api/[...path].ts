// Every /api/* path without a route file of its own goes to the API through the storefront's proxy
// (services/server/proxy/apiProxy.ts). A more specific file under pages/api/ takes its path first.
import { proxyApiRequest } from '@/services/server/proxy/apiProxy';

// Next reads this from the route file itself: the body streams through unparsed, of any size.
export const config = {
  api: { bodyParser: false, externalResolver: true, responseLimit: false },
};

export default proxyApiRequest;
