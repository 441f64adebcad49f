// The tenant's search channels as tabs (Taobao reads "retail", Alibaba "wholesale"). Nothing to choose
// with a single channel, so no tabs then. A plain ARIA tablist styled by a static stylesheet, as MUI's Tabs
// looked and behaved (components/common/tablistKeys.ts), without Tabs' scroll measuring and roving focus code in
// the search page's first load.
import { useTranslation } from 'next-i18next/pages';
import type { ProductPlatform } from '@/contract';
import TabButtons from '@/components/common/TabButtons';
import { moveTabFocus } from '@/components/common/tablistKeys';
import { channelLabelKey } from '../channels';
import styles from './ChannelTabs.module.css';

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
  if (platforms.length < 2 || !value) return null;

  return (
    <div role="tablist" aria-label={t('results.channels')} className={styles.tabs} onKeyDown={moveTabFocus}>
      <TabButtons
        tabs={platforms.map((platform) => ({ value: platform, label: t(channelLabelKey(platform)) }))}
        value={value}
        onChange={onChange}
        className={styles.tab}
      />
    </div>
  );
}
