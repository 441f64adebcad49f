// Deposit and withdrawal requests, newest first, filtered by kind; each opens its detail (and, while a deposit is
// pending, its edit).
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import PlainToggleGroup from '@/components/common/PlainToggleGroup';
import { useFormat } from '@/components/common/useFormat';
import type { FundRequest, FundRequestKind, Page } from '@/contract';
import MoneyText from '@/components/payments/MoneyText';
import { getFundRequests } from '@/services/account';
import { useHttp, useTenant } from '@/stores';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import ListFrame from './ListFrame';
import RequestStatusChip from './RequestStatusChip';
import { useRemoteLoad } from '@/components/common/useRemote';
import text from './balanceText.module.css';
import rows from './ListFrame.module.css';
import styles from './RequestsPanel.module.css';

// The detail dialog loads when a request is first opened.
const RequestDetailDialog = dynamic(() => import('./RequestDetailDialog'), { ssr: false });

const PAGE_SIZE = 10;

export default function RequestsPanel({ version, onChanged }: { version: number; onChanged: () => void }) {
  const { t } = useTranslation('balance');
  const format = useFormat();
  const http = useHttp();
  const tenant = useTenant();
  const [kind, setKind] = useState<FundRequestKind | 'ALL'>('ALL');
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const detailWanted = useOpenedOnce(openId !== null);
  const fetchPage = useCallback(
    () => getFundRequests(http, { ...(kind === 'ALL' ? {} : { kind }), pageNo, pageSize: PAGE_SIZE }),
    // `version`: a request was made or changed elsewhere on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [http, kind, pageNo, version],
  );
  const { state, reload } = useRemoteLoad<Page<FundRequest>>(fetchPage);

  return (
    <div>
      <PlainToggleGroup<FundRequestKind | 'ALL'>
        size="small"
        value={kind}
        onChange={(value) => {
          setKind(value);
          setPageNo(1);
        }}
        label={t('requests.kind')}
        options={[
          { value: 'ALL', label: t('requests.all') },
          { value: 'DEPOSIT', label: t('requestKind.DEPOSIT') },
          { value: 'WITHDRAWAL', label: t('requestKind.WITHDRAWAL') },
        ]}
        className={styles.kinds}
      />
      <ListFrame
        state={state}
        label={t('tabs.requests')}
        empty={t('requests.empty')}
        pageSize={PAGE_SIZE}
        pageNo={pageNo}
        onPage={setPageNo}
        onRetry={reload}
      >
        {(items) =>
          items.map((request) => (
            <li key={request.id} className={styles.item} data-testid="fund-request">
              <button
                type="button"
                className={styles.open}
                onClick={() => setOpenId(request.id)}
                aria-label={t('requests.open', { requestNo: request.requestNo })}
              >
                <span className={rows.main}>
                  <span className={rows.heading}>
                    <span className={styles.kind}>{t(`requestKind.${request.kind}`)}</span>
                    <RequestStatusChip status={request.status} />
                  </span>
                  <span className={`${text.caption} ${text.secondary}`}>
                    <bdi dir="ltr">{request.requestNo}</bdi>
                    {' · '}
                    <bdi>{format.dateTime(request.createdAt, tenant.timezoneOffset)}</bdi>
                    {request.channel ? ` · ${request.channel.name}` : ''}
                  </span>
                </span>
                <MoneyText amount={request.amount} strong className={rows.end} />
              </button>
            </li>
          ))
        }
      </ListFrame>
      {detailWanted && (
        <RequestDetailDialog
          requestId={openId}
          onClose={() => setOpenId(null)}
          onChanged={() => {
            reload();
            onChanged();
          }}
        />
      )}
    </div>
  );
}
