// Optional third-party scripts from tenant settings (spec 2): Google Analytics when the tenant has a tag id, a
// chatbot and a customer-service widget. Tenant data never reaches a script unchecked: the analytics id must be
// a well-formed id (it is written into inline script) and widget addresses must be https or our own origin.
import Script from 'next/script';
import type { Tenant } from '@/contract';
import { analyticsId, safeScriptUrl } from '@/utils/html';

export default function FooterScripts({ tenant }: { tenant: Tenant }) {
  const gaId = analyticsId(tenant.googleAnalyticsTraceId, tenant.analyticsCode);
  const chatbot = safeScriptUrl(tenant.tenantPreference.chatbotScriptUrl);
  const customerService = safeScriptUrl(tenant.tenantPreference.customerServiceScriptUrl);
  return (
    <>
      {gaId && (
        <>
          <Script id="ga-loader" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} strategy="afterInteractive" />
          <Script id="ga-init" strategy="afterInteractive">
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(gaId)});`}
          </Script>
        </>
      )}
      {chatbot && <Script id="tenant-chatbot" src={chatbot} strategy="lazyOnload" />}
      {customerService && customerService !== chatbot && (
        <Script id="tenant-customer-service" src={customerService} strategy="lazyOnload" />
      )}
    </>
  );
}
