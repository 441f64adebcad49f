// Any address no other page answers, on a known site: the site's own 404 page, in its layout, language and login
// (withPage draws it when a loader finds nothing). Next's error page (_error.tsx) stays for what knows no tenant: a
// server error, or a page built without withPage.
import StatusPage from '@/components/home/StatusPage';
import { missingPageLoader } from '@/loaders/missing';
import { definePage } from '@/services/pageSettings';
import { withPage } from '@/services/server/withPage';

export const settings = definePage({});
export const getServerSideProps = withPage(settings, missingPageLoader);

/** What the 404 looks like; _app draws it for every page whose loader answers notFound, this one included. */
export default function MissingPage() {
  return <StatusPage status={404} />;
}
