// The document title of a page: "<site> - <page>", the site's name first as in the header. A page about one thing
// a shopper may open several of at once (a product, a search) names that thing first, "<thing> - <site>", so their
// tabs stay apart. One component so every page words its title the same way; the page passes its own (translated)
// name. Without a page name the title is the site's name (home); without a tenant (an unknown host, an error before
// the tenant loaded) it is the page's name alone.
import Head from 'next/head';
import { useOptionalTenant } from '@/stores/tenant';

export interface PageTitleProps {
  title?: string;
  subjectFirst?: boolean;
}

export function documentTitle(site: string | null, { title, subjectFirst = false }: PageTitleProps): string {
  if (!site) return title ?? '';
  if (!title) return site;
  return subjectFirst ? `${title} - ${site}` : `${site} - ${title}`;
}

export default function PageTitle(props: PageTitleProps) {
  const tenant = useOptionalTenant();
  return (
    <Head>
      <title>{documentTitle(tenant?.name ?? null, props)}</title>
    </Head>
  );
}
