// /my/pending-payments: everything the shopper still owes (purchase orders and transit fees), filtered by type
// or order number, ticked one by one or all at once, and paid together in the shared pay dialog (batch pay, all
// or nothing). After paying, the list is read again from the server.
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { Payment, UnpaidPayments } from '@/contract';
import { getUnpaidPayments } from '@/services/payments';
import { useHttp, useTenant } from '@/stores';
import { useLiveRefresh } from '@/stores/liveEvents';
import { errorText } from '@/utils/errorText';
import OrderNoSearch from '@/components/common/form/OrderNoSearch';
import { useOpenedOnce } from '@/components/common/useOpenedOnce';
import { useRemote } from '@/components/common/useRemote';
import MoneyText from './MoneyText';
import {
  parsePendingQuery,
  pendingQueryParams,
  unpaidRequest,
  type PaymentTypeFilter,
  type PendingQuery,
} from './pendingQuery';
import { selectionTotal } from './selectionTotal';

// The pay dialog loads when first opened.
const PayDialog = dynamic(() => import('./PayDialog'), { ssr: false });

/** Where the order behind a payment is shown. */
function orderLink(payment: Payment): string {
  return payment.orderType === 'PURCHASE'
    ? `/my/purchase?orderNo=${encodeURIComponent(payment.orderNo)}`
    : `/my/transit?orderNo=${encodeURIComponent(payment.orderNo)}`;
}

export default function PendingPaymentsView({ initialUnpaid }: { initialUnpaid: UnpaidPayments | null }) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const http = useHttp();
  const router = useRouter();
  const tenant = useTenant();
  const [query, setQueryState] = useState<PendingQuery>(() => parsePendingQuery(router.query));
  const [search, setSearch] = useState(query.orderNo);
  const { state: load, run } = useRemote<UnpaidPayments>({ initial: initialUnpaid });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [paying, setPaying] = useState(false);
  const payWanted = useOpenedOnce(paying);

  const fetchList = useCallback(
    (next: PendingQuery) =>
      run(async (isLatest) => {
        const result = await getUnpaidPayments(http, unpaidRequest(next));
        // A payment that left the list (paid or cancelled elsewhere) leaves the selection with the same answer.
        if (result.ok && isLatest()) {
          const present = new Set(result.data.items.map((p) => p.paymentNo));
          setSelected((previous) => new Set([...previous].filter((no) => present.has(no))));
        }
        return result;
      }),
    [http, run],
  );

  // The server could not load the list: try from the browser.
  const initialLoad = useRef(initialUnpaid === null);
  useEffect(() => {
    if (!initialLoad.current) return;
    initialLoad.current = false;
    void fetchList(parsePendingQuery(router.query));
  }, [fetchList, router.query]);

  const LIVE_TEXT = {
    UNPAID: 'pending.liveNew',
    PAID: 'pending.livePaid',
    CANCELLED: 'pending.liveCancelled',
  } as const;
  useLiveRefresh(
    ['PAYMENT'],
    () => fetchList(query),
    (e) =>
      e.status in LIVE_TEXT ? t(LIVE_TEXT[e.status as keyof typeof LIVE_TEXT], { paymentNo: e.subjectNo }) : null,
  );

  const setQuery = (next: PendingQuery) => {
    setQueryState(next);
    void router.replace({ pathname: router.pathname, query: pendingQueryParams(next) }, undefined, {
      shallow: true,
      scroll: false,
    });
    void fetchList(next);
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, orderNo: search.trim() });
  };

  const items = load.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((p) => selected.has(p.paymentNo));
  const someSelected = items.some((p) => selected.has(p.paymentNo));
  const chosen = items.filter((p) => selected.has(p.paymentNo));
  const total = selectionTotal(items, selected);
  const toggle = (paymentNo: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(paymentNo);
      else next.delete(paymentNo);
      return next;
    });

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {t('payments:title')}
          </Typography>
          {load.data && (
            <Typography
              variant="body2"
              color="textSecondary"
              component="div"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
            >
              {t('payments:pending.owed', { count: load.data.total })}
              <MoneyText amount={load.data.totalAmount} testId="unpaid-total" />
            </Typography>
          )}
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={query.type}
          onChange={(_e, value: PaymentTypeFilter | null) => {
            if (value) setQuery({ ...query, type: value });
          }}
          aria-label={t('payments:pending.type')}
        >
          <ToggleButton value="ALL">{t('payments:pending.all')}</ToggleButton>
          <ToggleButton value="PURCHASE">{t('payments:orderType.PURCHASE')}</ToggleButton>
          <ToggleButton value="TRANSIT">{t('payments:orderType.TRANSIT')}</ToggleButton>
        </ToggleButtonGroup>
        <OrderNoSearch
          value={search}
          onChange={setSearch}
          onSubmit={submitSearch}
          label={t('payments:pending.orderNo')}
          buttonLabel={t('payments:pending.search')}
          widthPx={260}
        />
      </Box>

      {load.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void fetchList(query)}>
              {t('common:errorState.retry')}
            </Button>
          }
        >
          {errorText(t, load.error)}
        </Alert>
      )}

      <Paper
        variant="outlined"
        sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative' }}
        aria-busy={load.status === 'loading'}
      >
        {load.status === 'loading' && (
          <LinearProgress
            aria-label={t('payments:pending.loading')}
            sx={{ position: 'absolute', insetInline: 0, top: 0 }}
          />
        )}
        {items.length > 0 && (
          <>
            <Box sx={{ px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              <FormControlLabel
                label={t('payments:pending.selectAll')}
                control={
                  <Checkbox
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={(e) => setSelected(e.target.checked ? new Set(items.map((p) => p.paymentNo)) : new Set())}
                  />
                }
              />
            </Box>
            <Box component="ul" aria-label={t('payments:title')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {items.map((payment) => (
                <Box
                  component="li"
                  key={payment.paymentNo}
                  data-testid="unpaid-payment"
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    px: 2,
                    py: 1.25,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-child': { borderBottom: 0 },
                  }}
                >
                  <Checkbox
                    checked={selected.has(payment.paymentNo)}
                    onChange={(e) => toggle(payment.paymentNo, e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('payments:pending.select', { orderNo: payment.orderNo }) } }}
                    sx={{ p: 0.5, marginInlineStart: -0.5 }}
                  />
                  <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                      <Link component={NextLink} href={orderLink(payment)} underline="hover" sx={{ fontWeight: 600 }}>
                        <bdi dir="ltr">{payment.orderNo}</bdi>
                      </Link>
                      <Chip size="small" variant="outlined" label={t(`payments:orderType.${payment.orderType}`)} />
                    </Box>
                    <Typography variant="caption" color="textSecondary">
                      <bdi>{format.dateTime(payment.createdAt, tenant.timezoneOffset)}</bdi>
                    </Typography>
                  </Box>
                  <MoneyText amount={payment.amount} strong style={{ marginInlineStart: 'auto' }} />
                </Box>
              ))}
            </Box>
          </>
        )}
        {items.length === 0 && load.status === 'ready' && (
          <Box
            sx={{
              py: 8,
              px: 2,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              textAlign: 'center',
            }}
            data-testid="unpaid-empty"
          >
            <PaymentsOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography color="textSecondary">
              {query.orderNo || query.type !== 'ALL' ? t('payments:pending.noMatch') : t('payments:pending.empty')}
            </Typography>
          </Box>
        )}
        {items.length === 0 && load.status !== 'ready' && <Box sx={{ minHeight: 160 }} />}
      </Paper>

      {items.length > 0 && (
        <Box
          component="section"
          aria-label={t('payments:pending.summary')}
          data-testid="batch-summary"
          sx={{
            position: 'sticky',
            insetBlockEnd: 0,
            zIndex: 1,
            mt: 2,
            p: 2,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <Box sx={{ flex: '1 1 auto' }}>
            <Typography variant="body2">{t('payments:pending.selected', { count: chosen.length })}</Typography>
            <MoneyText amount={total} strong testId="batch-total" />
          </Box>
          <Button
            variant="contained"
            size="large"
            disabled={chosen.length === 0}
            onClick={() => setPaying(true)}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {t('payments:pending.pay')}
          </Button>
        </Box>
      )}

      {payWanted && (
        <PayDialog
          open={paying}
          paymentNos={chosen.map((p) => p.paymentNo)}
          amount={total}
          description={t('payments:pending.describe', { count: chosen.length })}
          onPaid={() => {
            setSelected(new Set());
            void fetchList(query);
          }}
          onClose={() => setPaying(false)}
        />
      )}
    </Box>
  );
}
