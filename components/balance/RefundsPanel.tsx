// Money returned to the balance: a closed order's payment or an item the agent could not buy, newest first.
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { Page, Refund } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { getRefunds } from '@/services/account';
import { useHttp, useTenant } from '@/stores';
import ListFrame from './ListFrame';
import { useRemoteLoad } from '@/components/common/useRemote';
import text from './balanceText.module.css';
import rows from './ListFrame.module.css';
import styles from './RefundsPanel.module.css';

const PAGE_SIZE = 10;

export default function RefundsPanel({ version }: { version: number }) {
  const { t } = useTranslation('balance');
  const format = useFormat();
  const http = useHttp();
  const tenant = useTenant();
  const [pageNo, setPageNo] = useState(1);
  // `version`: money moved elsewhere on the page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fetchPage = useCallback(() => getRefunds(http, { pageNo, pageSize: PAGE_SIZE }), [http, pageNo, version]);
  const { state, reload } = useRemoteLoad<Page<Refund>>(fetchPage);
  return (
    <ListFrame
      state={state}
      label={t('tabs.refunds')}
      empty={t('refunds.empty')}
      pageSize={PAGE_SIZE}
      pageNo={pageNo}
      onPage={setPageNo}
      onRetry={reload}
    >
      {(items) =>
        items.map((refund) => (
          <li key={refund.refundNo} data-testid="refund" className={rows.row}>
            <div className={rows.main}>
              <p className={`${styles.reason} ${rows.wraps}`}>
                {refund.reason === 'ITEM_UNAVAILABLE' && refund.itemTitle
                  ? t('refunds.item', { title: refund.itemTitle })
                  : t(`refundReason.${refund.reason}`)}
              </p>
              <p className={`${text.caption} ${text.secondary}`}>
                {t('refunds.order')} <bdi dir="ltr">{refund.orderNo}</bdi>
                {' · '}
                <bdi>{format.dateTime(refund.createdAt, tenant.timezoneOffset)}</bdi>
              </p>
            </div>
            <div className={`${rows.end} ${rows.credit}`}>
              <MoneyText amount={refund.amount} signed strong />
            </div>
          </li>
        ))
      }
    </ListFrame>
  );
}
