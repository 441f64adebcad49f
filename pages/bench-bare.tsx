// The yardstick of `npm run bench`: one <h1> from getServerSideProps and nothing else (no tenant, no
// translations, no theme), so the bench can tell the cost of our pages from the cost of Next itself on the same
// machine. It is not a public page: it answers 404 unless the storefront runs with BENCH_PAGE=1.
import type { GetServerSideProps } from 'next';

interface BareProps {
  servedAt: number;
}

export const getServerSideProps: GetServerSideProps<BareProps> = async () => {
  if (process.env.BENCH_PAGE !== '1') return { notFound: true };
  return { props: { servedAt: Date.now() } };
};

function BenchBarePage({ servedAt }: BareProps) {
  return <h1>Bare page {servedAt}</h1>;
}
/** Rendered without the application shell (see pages/_app.tsx). */
BenchBarePage.bare = true;
export default BenchBarePage;
