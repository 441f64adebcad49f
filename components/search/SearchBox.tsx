// The header's search box:
// - empty text does nothing; text holding a link opens `/product?url=<encrypted normalised link>`; other text
//   runs `/product-search?keyword=…&channel=…` (keeping `filters` when the current page has them);
// - a collapsed box only expands (and focuses) on submit; on a phone it then opens as a full-width sheet over the
//   top of the page (the header's slot is a button's width), which the close button or Escape folds back;
// - on every route change (keyword changes included) the text resets to the current page's keyword, if any.
// It also hosts the image search (camera panel and full-screen drop), the wrong-link modal and, when focused
// and empty, the recently viewed products. The image search is loaded on demand (next/dynamic): the first camera
// click or the first file dragged over the page loads it; until then only a document drag listener is present.
// The link chip and the recently viewed popup are loaded on demand too (focus, or a history after the page is
// idle), so the box a page starts with is only the form.
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useRouter, type NextRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import IconButton from '@/components/common/PlainIconButton';
import PlainIcon from '@/components/common/PlainIcon';
import { ARROW_BACK, ARROW_DROP_DOWN, CAMERA_ALT_OUTLINED, SEARCH } from '@/components/common/plainIconPaths';
import hidden from '@/components/common/visuallyHidden.module.css';
import { useMountedElement } from '@/components/common/useMountedElement';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import { useRuntimeConfig, useTenant } from '@/stores';
import { useHasWatchHistory } from '@/stores/watchHistory';
import { findFirstLink, type ProductPlatform } from '@/contract';
import { detectPlatform, normalizeProductLink } from '@/components/search/productLink';
import { afterNextPaint } from '@/utils/afterNextPaint';
import { firstValue } from '@/utils/request';
import { whenIdle } from '@/utils/whenIdle';
import { channelLabelKey, pickChannel } from './channels';
import { initialSearchBoxState, searchBoxReducer, type RouteStart } from './searchBoxState';
import { useDocumentFileDrag } from './useDocumentFileDrag';
import styles from './SearchBox.module.css';

const ImageSearch = dynamic(() => import('./ImageSearch'), { ssr: false });
// Rendered on the server when the page's keyword already holds a link; otherwise fetched on first focus.
// (next/dynamic needs the import written inline to preload a server-rendered chip before hydration.)
const LinkChip = dynamic(() => import('./LinkChip'));
const loadLinkChip = () => import('./LinkChip');
const RecentlyViewedPopup = dynamic(() => import('./RecentlyViewedPopup'), { ssr: false });
// The link cipher is needed only when a link is submitted; focusing the box fetches it ahead.
const loadLinkCipher = () => import('@/utils/productLinkCipher');
// The wrong-link dialog (MUI Dialog) loads with the first link that cannot be opened.
const WrongLinkModal = dynamic(() => import('./WrongLinkModal'), { ssr: false });

export const SEARCH_PAGE = '/product-search';

// The box is plain elements styled by a static stylesheet (SearchBox.module.css), with the look MUI's Paper
// (outlined), NativeSelect and InputBase gave it: it is in the header of every page, where those components and
// Emotion's style work would load with the first script and run on every render.

export interface SearchBoxProps {
  /** The page's "search input collapsed" setting: the box starts as a button and a submit only expands it. */
  collapsed?: boolean;
}

/** Where the box starts on the current route: its keyword and channel on the search page, empty elsewhere. */
function routeStart(
  router: Pick<NextRouter, 'asPath' | 'pathname' | 'query'>,
  platforms: readonly ProductPlatform[],
  collapsed: boolean,
): RouteStart {
  const onSearchPage = router.pathname === SEARCH_PAGE;
  return {
    // asPath changes with the path and with every query change (a new keyword included).
    routeKey: `${router.asPath}|${collapsed}`,
    text: onSearchPage ? (firstValue(router.query.keyword) ?? '') : '',
    channel: pickChannel(platforms, onSearchPage ? firstValue(router.query.channel) : undefined),
    collapsed,
  };
}

/** The link's product page, through the cipher (loaded on first use); null when the link cannot be opened. */
async function productPageFor(link: string, productLinkKey: string): Promise<string | null> {
  const normalised = normalizeProductLink(link);
  if (!normalised) return null;
  const { encryptProductLink } = await loadLinkCipher();
  try {
    return encryptProductLink(normalised, productLinkKey);
  } catch {
    return null;
  }
}

/** The search page's query for a keyword: the channel, and the filters when the shopper is on that page already. */
function searchQuery(keyword: string, channel: ProductPlatform | null, router: Pick<NextRouter, 'pathname' | 'query'>) {
  const params: Record<string, string> = { keyword };
  const filters = router.pathname === SEARCH_PAGE ? firstValue(router.query.filters) : undefined;
  if (filters) params.filters = filters;
  if (channel) params.channel = channel;
  return params;
}

export default function SearchBox({ collapsed = false }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const tenant = useTenant();
  const { productLinkKey } = useRuntimeConfig();
  const platforms = tenant.tenantPreference.productPlatforms;
  const route = routeStart(router, platforms, collapsed);
  const [state, dispatch] = useReducer(searchBoxReducer, route, initialSearchBoxState);
  const { text, channel, expanded, focused, panelOpen, wrongLink } = state;

  // Reset on route change, adjusted during render (React's pattern for state derived from a changing prop), so no
  // stale frame shows.
  if (route.routeKey !== state.routeKey) dispatch({ type: 'routeChanged', route });

  // State, not a ref: the popups re-render with their anchor once the form is mounted (set in a transition: see
  // useMountedElement).
  const [box, setBox] = useMountedElement<HTMLFormElement>();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const focusAfterExpand = useRef(false);
  const inputId = useId();

  // The image search: loaded with the first camera click or file dragged over the page, then kept mounted (it
  // owns the running upload).
  const [imageSearchReady, setImageSearchReady] = useState(false);
  const [uploading, setUploading] = useState(false);
  const drag = useDocumentFileDrag(!uploading, !imageSearchReady);
  const imageSearchWanted = useOpenedOnce(drag.active || panelOpen);
  const onImageSearchReady = useCallback(() => setImageSearchReady(true), []);
  const closePanel = useCallback(() => dispatch({ type: 'panelClosed' }), []);
  // Mounted from the first wrong link on, so the dialog can also animate out.
  const wrongLinkWanted = useOpenedOnce(wrongLink !== null);
  const hasHistory = useHasWatchHistory();
  // A shopper with a history gets the recently viewed list's code once the page is idle, or on focus.
  const historyWanted = useOpenedOnce(hasHistory && (state.idle || focused));
  useEffect(() => {
    if (historyWanted || !hasHistory) return;
    return whenIdle(() => dispatch({ type: 'idle' }));
  }, [hasHistory, historyWanted]);

  // The panel and the recently viewed list close as soon as a navigation starts (a link in the header, the back
  // button, our own search, an image search's results): neither may stay open over the page that comes. The list
  // opens again when the box is focused again.
  useEffect(() => {
    const close = () => dispatch({ type: 'navigationStarted' });
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  useEffect(() => {
    if (expanded && focusAfterExpand.current) {
      focusAfterExpand.current = false;
      inputRef.current?.focus();
    }
  }, [expanded]);

  // A collapsed box the shopper opened: a sheet across the screen on phones.
  const sheet = collapsed && expanded;
  const submitRef = useRef<HTMLButtonElement>(null);
  const closeSheet = () => {
    dispatch({ type: 'sheetClosed' });
    // Back to the button that opened it (the search button of the folded box).
    requestAnimationFrame(() => submitRef.current?.focus());
  };

  const link = useMemo(() => findFirstLink(text), [text]);
  const linkPlatform = link ? detectPlatform(link) : null;

  const expandBox = () => {
    focusAfterExpand.current = true;
    dispatch({ type: 'expanded' });
  };

  const openLink = async (found: string) => {
    const href = await productPageFor(found, productLinkKey);
    if (!href) dispatch({ type: 'wrongLink', link: found });
    else void router.push({ pathname: '/product', query: { url: href } });
  };

  const searchKeyword = (keyword: string) => {
    void router.push({ pathname: SEARCH_PAGE, query: searchQuery(keyword, channel, router) });
  };

  // A collapsed box only expands; empty text does nothing; a link opens its product; other text is searched.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!expanded) {
      expandBox();
      return;
    }
    const query = text.trim();
    if (!query) return;
    const found = findFirstLink(query);
    if (found) void openLink(found);
    else searchKeyword(query);
  };

  const onBlur = (event: React.FocusEvent) => {
    // Moving focus into the recently-viewed list keeps it open; leaving the whole box closes it.
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: 'blurred' });
  };

  const showHistory = expanded && focused && text === '' && hasHistory && !panelOpen;

  return (
    <div
      ref={containerRef}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape closes the recently viewed list; on a phone's sheet it folds the box too, unless the camera
        // panel is open (Escape closes that first).
        if (sheet && !panelOpen) closeSheet();
        else dispatch({ type: 'blurred' });
      }}
      className={[styles.root, expanded && styles.expanded, sheet && styles.sheet].filter(Boolean).join(' ')}
    >
      {sheet && (
        <IconButton aria-label={t('searchBox.close')} onClick={closeSheet} className={styles.close}>
          <PlainIcon d={ARROW_BACK} className={styles.closeIcon} />
        </IconButton>
      )}
      <form
        role="search"
        // Named: a page may hold a second search (order numbers), and landmarks must be told apart.
        aria-label={t('searchBox.submit')}
        ref={setBox}
        onSubmit={submit}
        className={focused ? `${styles.form} ${styles.focused}` : styles.form}
      >
        {expanded && (
          <>
            {platforms.length > 1 && channel && (
              <div className={styles.channel}>
                <select
                  value={channel}
                  onChange={(event) =>
                    dispatch({ type: 'channelChosen', channel: event.target.value as ProductPlatform })
                  }
                  aria-label={t('searchBox.channel')}
                >
                  {platforms.map((platform) => (
                    <option key={platform} value={platform}>
                      {t(channelLabelKey(platform))}
                    </option>
                  ))}
                </select>
                <PlainIcon d={ARROW_DROP_DOWN} className={styles.channelIcon} />
              </div>
            )}
            <label htmlFor={inputId} className={hidden.visuallyHidden}>
              {t('searchBox.label')}
            </label>
            <div className={styles.text}>
              <input
                id={inputId}
                ref={inputRef}
                value={text}
                onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
                onFocus={() => {
                  dispatch({ type: 'focused' });
                  afterNextPaint(() => {
                    void loadLinkChip();
                    void loadLinkCipher();
                  });
                }}
                placeholder={t('searchBox.placeholder')}
                enterKeyHint="search"
                autoComplete="off"
                spellCheck={false}
                type="search"
              />
            </div>
            {link && <LinkChip platform={linkPlatform} />}
            <IconButton
              aria-label={t('searchBox.camera')}
              aria-haspopup="dialog"
              aria-expanded={panelOpen}
              onClick={() => dispatch({ type: 'panelToggled' })}
              size="small"
            >
              <PlainIcon d={CAMERA_ALT_OUTLINED} size="small" />
            </IconButton>
          </>
        )}
        <IconButton
          ref={submitRef}
          type="submit"
          aria-label={expanded ? t('searchBox.submit') : t('searchBox.expand')}
          color={expanded ? 'primary' : 'default'}
          size="small"
          className={styles.submit}
        >
          <PlainIcon d={SEARCH} />
        </IconButton>
      </form>

      {historyWanted && (
        <RecentlyViewedPopup open={showHistory} anchorEl={box} onNavigate={() => dispatch({ type: 'blurred' })} />
      )}

      {imageSearchWanted && (
        <ImageSearch
          channel={channel}
          panelOpen={panelOpen}
          anchorEl={box}
          onClosePanel={closePanel}
          dragActive={drag.active}
          onDropped={drag.reset}
          caughtDrop={drag.caught}
          onCaughtTaken={drag.takeCaught}
          onReady={onImageSearchReady}
          onUploadingChange={setUploading}
        />
      )}
      {wrongLinkWanted && (
        <WrongLinkModal
          open={wrongLink !== null}
          link={wrongLink}
          onClose={() => dispatch({ type: 'wrongLinkClosed' })}
        />
      )}
    </div>
  );
}
