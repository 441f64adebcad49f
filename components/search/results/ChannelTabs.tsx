// The tenant's search channels as tabs (Taobao reads "retail", Alibaba "wholesale"). Nothing to choose
// with a single channel, so no tabs then.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'next-i18next/pages';
import type { ProductPlatform } from '@/contract';
import { channelLabelKey } from '../channels';

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
    <Tabs
      value={value}
      onChange={(_, next: ProductPlatform) => onChange(next)}
      aria-label={t('results.channels')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
    >
      {platforms.map((platform) => (
        <Tab key={platform} value={platform} label={t(channelLabelKey(platform))} />
      ))}
    </Tabs>
  );
}
