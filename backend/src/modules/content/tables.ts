// Site content tables (migrations 010-013), as Kysely sees them.
import type { ArticleType } from '../../../../contract';
import type { Json, Timestamp } from '../../db/types';

export interface SiteArticleTypesTable {
  tenant_id: string;
  type: ArticleType;
  enabled: boolean;
  sort_order: number;
}

export interface SiteArticlesTable {
  id: string;
  tenant_id: string;
  type: ArticleType;
  language: string;
  title: string;
  content: string;
  updated_at: Timestamp;
}

export interface SiteImagesTable {
  id: string;
  tenant_id: string;
  /** HOME_BANNER for the banner carousel; other positions are free-form (HOME_PROMO, LOGIN_SIDE, ...). */
  position: string;
  /** null: shown in every language. */
  language: string | null;
  image_url: string;
  link: string | null;
  title: string | null;
  sort_order: number;
}

export interface SiteAnnouncementsTable {
  id: string;
  tenant_id: string;
  language: string;
  title: string;
  content: string;
  published_at: Timestamp;
}

export interface SiteSlogansTable {
  tenant_id: string;
  language: string;
  title: string;
  subtitle: string;
}

export interface SiteFaqItemsTable {
  id: string;
  tenant_id: string;
  language: string;
  question: string;
  answer: string;
  sort_order: number;
}

export interface HowToUsePagesTable {
  tenant_id: string;
  language: string;
  banner_image: string | null;
}

export interface HowToUseStepsTable {
  id: string;
  tenant_id: string;
  language: string;
  sort_order: number;
  step_name: string;
  step_remark: string;
  step_image: string;
  step_desc: string;
  background_image: string;
}

export interface PreferredProductsTable {
  tenant_id: string;
  /** products.id of the catalogue, as text. */
  product_id: string;
  sort_order: number;
}

export type ProductGroupKind = 'PREFERRED' | 'RECOMMEND';

export interface ProductGroupsTable {
  id: string;
  tenant_id: string;
  kind: ProductGroupKind;
  /** Group name per language code. */
  names: Json<Record<string, string>>;
  sort_order: number;
}

export interface ProductGroupItemsTable {
  group_id: string;
  tenant_id: string;
  /** products.id of the catalogue, as text. */
  product_id: string;
  sort_order: number;
}

export interface ContentTables {
  site_article_types: SiteArticleTypesTable;
  site_articles: SiteArticlesTable;
  site_images: SiteImagesTable;
  site_announcements: SiteAnnouncementsTable;
  site_slogans: SiteSlogansTable;
  site_faq_items: SiteFaqItemsTable;
  how_to_use_pages: HowToUsePagesTable;
  how_to_use_steps: HowToUseStepsTable;
  preferred_products: PreferredProductsTable;
  product_groups: ProductGroupsTable;
  product_group_items: ProductGroupItemsTable;
}
