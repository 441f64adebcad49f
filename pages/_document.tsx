// Server-rendered document: `<html lang dir>` and the Emotion styles of the right cache (rtl for `ar` or the
// rtl preference), both decided from the request so the first paint is already correct.
import {
  DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { effectiveDirection } from '@/theme/direction';
import { createDirectionalCache } from '@/theme/emotionCache';
import { parseCookieHeader, preferencesFromMap, type ColorScheme, type Direction } from '@/utils/cookies';

type Props = DocumentProps & DocumentHeadTagsProps & { direction: Direction; scheme: ColorScheme };

export default function AppDocument(props: Props) {
  return (
    <Html lang={props.locale || 'en'} dir={props.direction} style={{ colorScheme: props.scheme }}>
      <Head>
        <DocumentHeadTags {...props} />
        <link rel="icon" href="/favicon.ico" sizes="any" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

AppDocument.getInitialProps = async (ctx: DocumentContext) => {
  const preferences = preferencesFromMap(parseCookieHeader(ctx.req?.headers.cookie));
  const direction = effectiveDirection(ctx.locale, preferences.direction);
  const initialProps = await documentGetInitialProps(ctx, { emotionCache: createDirectionalCache(direction) });
  return { ...initialProps, direction, scheme: preferences.scheme };
};
