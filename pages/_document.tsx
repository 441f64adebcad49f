// Server-rendered document: `<html lang dir data-scheme>` (no data-scheme while the scheme is not known: the
// device's then applies in CSS), the theme's custom properties for the page's tenant
// (theme/themeStylesheet.ts) and the Emotion styles of the right cache (rtl for `ar` or the rtl preference), all
// decided from the request so the first paint is already correct; and first in the head, the script that has a
// worker build Intl's locale tables for the page (utils/intlWarmUp.ts). Every <script> it
// writes carries the nonce of this response's Content-Security-Policy (services/server/request/securityHeaders.ts); the
// same nonce sits in Next's `noscript[data-n-css]`, where page code reads it for scripts it adds later.
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { responseNonce } from '@/services/server/request/securityHeaders';
import { effectiveDirection } from '@/theme/direction';
import { createDirectionalCache } from '@/theme/emotionCache';
import { themeStylesheet } from '@/theme/themeStylesheet';
import { intlWarmUpScript } from '@/utils/intlWarmUp';
import type { AppPageProps } from '@/services/pageProps';
import { SCHEME_HINT_HEADER, schemeFromHint } from '@/services/server/request/colorScheme';
import { parseCookieHeader, preferencesFromMap, type ColorScheme, type Direction } from '@/utils/cookies';

type Props = DocumentProps &
  DocumentHeadTagsProps & { direction: Direction; scheme: ColorScheme | null; nonce?: string };

export default function AppDocument(props: Props) {
  // The tenant withPage gave the page (none on the static 404, which takes the default colour).
  const pageProps = (props.__NEXT_DATA__.props as { pageProps?: Partial<AppPageProps> } | undefined)?.pageProps;
  return (
    <Html
      lang={props.locale || 'en'}
      dir={props.direction}
      data-scheme={props.scheme ?? undefined}
      style={{ colorScheme: props.scheme ?? 'light dark' }}
    >
      <Head nonce={props.nonce}>
        {/* First in the head: the worker builds Intl's locale tables while the page's scripts download. */}
        <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: intlWarmUpScript(props.locale) }} />
        <style nonce={props.nonce} dangerouslySetInnerHTML={{ __html: themeStylesheet(pageProps?.tenant ?? null) }} />
        <DocumentHeadTags {...props} />
        <link rel="icon" href="/favicon.ico" sizes="any" />
      </Head>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

AppDocument.getInitialProps = async (ctx: DocumentContext) => {
  const preferences = preferencesFromMap(
    parseCookieHeader(ctx.req?.headers.cookie),
    schemeFromHint(ctx.req?.headers[SCHEME_HINT_HEADER]),
  );
  const direction = effectiveDirection(ctx.locale, preferences.direction);
  const initialProps = await documentGetInitialProps(ctx, { emotionCache: createDirectionalCache(direction) });
  // Pages rendered at build time (the static 404) have no response: their scripts are files of our own origin.
  const nonce = ctx.req && ctx.res ? responseNonce(ctx.req, ctx.res) : undefined;
  const scheme = preferences.schemeKnown ? preferences.scheme : null;
  return { ...initialProps, direction, scheme, ...(nonce ? { nonce } : {}) };
};
