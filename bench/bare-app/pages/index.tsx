// The bench's outside yardstick: the same page as pages/bench-bare.tsx (one <h1> from getServerSideProps) in an
// app of its own, so nothing of the storefront (middleware, i18n routing, _app, _document, headers) runs.
import type { GetServerSideProps } from 'next';

interface BareProps {
  servedAt: number;
}

export const getServerSideProps: GetServerSideProps<BareProps> = async () => ({ props: { servedAt: Date.now() } });

export default function BareAppPage({ servedAt }: BareProps) {
  return <h1>Bare page {servedAt}</h1>;
}
