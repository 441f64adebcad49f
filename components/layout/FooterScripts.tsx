// Optional third-party scripts from tenant settings: Google Analytics when the tenant has a tag id, a chatbot and
// a customer-service widget. Which ones, and their checks (a well-formed analytics id, widget addresses over
// https or on our own origin), are decided once in utils/tenantScripts.ts, where the page's
// Content-Security-Policy takes its hosts from too. Each script carries the page's nonce (the inline gtag set-up
// needs it to run at all).
import Script from 'next/script';
import type { Tenant } from '@/contract';
import { analyticsLoaderUrl, tenantScripts } from '@/utils/tenantScripts';

/** The nonce the server gave this page's scripts (browsers keep it readable only through the `nonce` property). */
function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

export default function FooterScripts({ tenant }: { tenant: Tenant }) {
  const { analyticsId, widgets } = tenantScripts(tenant);
  const nonce = pageNonce();
  return (
    <>
      {analyticsId && (
        <>
          <Script id="ga-loader" src={analyticsLoaderUrl(analyticsId)} strategy="afterInteractive" nonce={nonce} />
          <Script id="ga-init" strategy="afterInteractive" nonce={nonce}>
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(analyticsId)});`}
          </Script>
        </>
      )}
      {widgets.map(({ kind, src }) => (
        <Script key={kind} id={`tenant-${kind}`} src={src} strategy="lazyOnload" nonce={nonce} />
      ))}
    </>
  );
}
