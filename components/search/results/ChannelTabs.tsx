// The tenant's search channels as tabs (Taobao reads "retail", Alibaba "wholesale"). Nothing to choose
// with a single channel, so no tabs then. A plain ARIA tablist styled by a static stylesheet, as MUI's Tabs
// looked and behaved (the arrow keys move the focus, reversed right to left, Home and End reach the ends; Enter,
// Space or a click chooses), without Tabs' scroll measuring and roving focus code in the search page's first load.
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { ProductPlatform } from '@/contract';
import { channelLabelKey } from '../channels';
import styles from './ChannelTabs.module.css';

/** The tab the focus moves to for a key, or null when the key is not a tablist key. */
function nextIndex(key: string, at: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (at + 1) % count;
  if (key === backward) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export default function ChannelTabs({
  platforms,
  value,
  onChange,
}: {
  platforms: readonly ProductPlatform[];
  value: ProductPlatform | null;
  onChange: (channel: ProductPlatform) => void;
}) {
  const { t } = useTranslation('search');
  const list = useRef<HTMLDivElement>(null);
  if (platforms.length < 2 || !value) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextIndex(event.key, at, tabs.length, rtl);
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={t('results.channels')} className={styles.tabs} onKeyDown={onKeyDown}>
      {platforms.map((platform) => {
        const selected = platform === value;
        return (
          <button
            key={platform}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              if (!selected) onChange(platform);
            }}
          >
            {t(channelLabelKey(platform))}
          </button>
        );
      })}
    </div>
  );
}
