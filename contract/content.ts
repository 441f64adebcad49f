import type { ArticleType, ProductPlatform } from './tenant';

export interface SiteImage {
  id: string;
  imageUrl: string;
  link: string | null;
  title: string | null;
  /** Where the image goes: HOME_BANNER (GET banner-images) or a free position such as HOME_PROMO, LOGIN_SIDE. */
  position?: string;
}

export interface Announcement {
  id: string;
  title: string;
  content: string;
  publishedAt: string;
}

export interface Slogan {
  title: string;
  subtitle: string;
}

/** A product as shown on a card (home groups, search results). Prices in CNY. */
export interface ProductCard {
  productId: string;
  platform: ProductPlatform;
  /** The canonical marketplace link; the storefront encrypts it into /product?url=. */
  productUrl: string;
  title: string;
  coverImage: string;
  price: number;
  /** Present when the item is sold in a price range. */
  maxPrice?: number | null;
  sales: number;
  shopName: string;
  shopId: string;
}

export interface ProductGroup {
  id: string;
  name: string;
  products: ProductCard[];
}

export interface Article {
  type: ArticleType;
  title: string;
  /** Tenant HTML; the storefront sanitises before rendering. */
  content: string;
  updatedAt: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface HowToUseStep {
  stepName: string;
  stepRemark: string;
  stepImage: string;
  stepDesc: string;
  backgroundImage: string;
}

export interface HowToUse {
  bannerImage: string | null;
  steps: HowToUseStep[];
}

/**
 * A notification as its reader reads it. Title and content are written in the request's language (`lang`, else
 * Accept-Language; a tenant language, else the tenant's default); the values they name (order numbers, amounts,
 * shop names) are each wrapped in Unicode isolates (U+2068 … U+2069) so a Latin fragment keeps its own direction
 * inside right-to-left text. `messageKey` names the message (messages.json `notice.<key>`); absent on notifications
 * stored as plain text, which read as they were written.
 */
export interface UserNotification {
  id: string;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
  messageKey?: string;
}

/** GET /front/user-notifications query (login required). */
export interface UserNotificationQuery {
  pageNo?: number;
  pageSize?: number;
  unread?: boolean;
  lang?: string;
}

/** POST /front/user-notifications/read-all. */
export interface ReadAllNotificationsResult {
  updated: number;
  unreadCount: number;
}
