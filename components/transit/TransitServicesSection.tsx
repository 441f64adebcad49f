// The transit form's services and landed total: the services the site offers (loaded once the form opens; none
// offered or none loaded leaves only the declared value), and the server's quote of the whole order for the
// chosen line and country, repriced as the shopper changes the value or the services.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'next-i18next/pages';
import type { TransitServiceCode, TransitServiceOffer } from '@/contract';
import { getTransitServices } from '@/services/transit';
import { useHttp } from '@/stores/http';
import { errorText } from '@/utils/errorText';
import { parseDeclaredValue } from './declaredValue';
import TransitCostBreakdown from './TransitCostBreakdown';
import TransitServicesFields from './TransitServicesFields';
import { useTransitQuote } from './useTransitQuote';

/** What the shopper chose: the declared value as typed, and the services. */
export interface TransitExtras {
  declaredValue: string;
  services: TransitServiceCode[];
}

export const NO_EXTRAS: TransitExtras = { declaredValue: '', services: [] };

const NOTHING_OFFERED: TransitServiceOffer = { insurance: null, reinforcedPacking: null, trialPacking: null };

/** The declared value and services to send, or null while the value is not one the API takes. */
export function extrasRequest(extras: TransitExtras): { declaredValue: number; services: TransitServiceCode[] } | null {
  const parsed = parseDeclaredValue(extras.declaredValue);
  if (!parsed.ok || (parsed.value === 0 && extras.services.includes('INSURANCE'))) return null;
  return { declaredValue: parsed.value, services: extras.services };
}

export default function TransitServicesSection({
  parcelIds,
  lineName,
  country,
  countryName,
  extras,
  onChange,
}: {
  parcelIds: readonly string[];
  lineName: string | null;
  country: string | null;
  countryName: string;
  extras: TransitExtras;
  onChange: (extras: TransitExtras) => void;
}) {
  const { t } = useTranslation(['shipping', 'common']);
  const http = useHttp();
  const [offer, setOffer] = useState<TransitServiceOffer>(NOTHING_OFFERED);

  useEffect(() => {
    let live = true;
    // Without the offer the form still ships: only the services are not shown.
    void getTransitServices(http).then((result) => {
      if (live && result.ok) setOffer(result.data);
    });
    return () => {
      live = false;
    };
  }, [http]);

  const chosen = extrasRequest(extras);
  const quote = useTransitQuote(
    lineName && country && chosen
      ? { purchaseParcelIds: [...parcelIds], transitOptionName: lineName, country, ...chosen }
      : null,
  );

  return (
    <>
      <TransitServicesFields
        offer={offer}
        declaredValue={extras.declaredValue}
        onDeclaredValue={(declaredValue) => onChange({ ...extras, declaredValue })}
        services={extras.services}
        onServices={(services) => onChange({ ...extras, services })}
      />
      {quote?.load.status === 'loading' && (
        <Skeleton variant="rounded" height={160} aria-label={t('shipping:loading')} />
      )}
      {quote?.load.status === 'failed' && (
        <Alert severity="error" data-testid="transit-quote-error">
          {errorText(t, quote.load.error)}
        </Alert>
      )}
      {quote?.load.status === 'ready' && (
        <Box aria-busy={quote.stale} sx={{ opacity: quote.stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <TransitCostBreakdown quote={quote.load.data} countryName={countryName} />
        </Box>
      )}
    </>
  );
}
