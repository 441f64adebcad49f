// The document title of a page: "<site> - <page>", the site's name first as in the header. One component so every
// page words its title the same way; the page passes its own (translated) name.
import Head from 'next/head';
import { useTenant } from '@/stores/tenant';

export default function PageTitle({ title }: { title: string }) {
  const tenant = useTenant();
  return <Head><title>{`${tenant.name} - ${title}`}</title></Head>;
}
