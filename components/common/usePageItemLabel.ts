// The spoken name of each button of a MUI Pagination in the page's language ("Page 3", "Next page"); MUI's own
// default is English on every locale. Pass the result as the Pagination's getItemAriaLabel.
import { useCallback } from 'react';
import { useTranslation } from 'next-i18next/pages';

type PageItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

export function usePageItemLabel(): (type: PageItemType, page: number | null) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (type, page) => (type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : t(`pagination.${type}`, { page })),
    [t],
  );
}
