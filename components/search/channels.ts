// Search channels come from the tenant (`tenantPreference.productPlatforms`, the first is the default). The
// shopper reads them by purpose where the product names one: Taobao is "retail", Alibaba (1688) "wholesale".
import type { ProductPlatform } from '@/contract';
import { PRODUCT_PLATFORMS } from '@/contract';

export function isPlatform(value: unknown): value is ProductPlatform {
  return typeof value === 'string' && (PRODUCT_PLATFORMS as readonly string[]).includes(value);
}

/** The query's channel when the tenant offers it, else the tenant's default (first), else null. */
export function pickChannel(platforms: readonly ProductPlatform[], queryChannel: unknown): ProductPlatform | null {
  if (isPlatform(queryChannel) && platforms.includes(queryChannel)) return queryChannel;
  return platforms[0] ?? null;
}

/** Translation key (namespace `search`) of a channel's label. */
export function channelLabelKey(platform: ProductPlatform): `channel.${ProductPlatform}` {
  return `channel.${platform}`;
}
