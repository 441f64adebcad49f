// "Ship" for the parcels picked on /my/in-stock-items: delivery to one of the shopper's addresses (or collection
// at a local pickup point), the shipping line with the server's estimated fee for exactly these parcels, and the
// local courier, the services and the declared value, and the landed total the server quotes for all of it. The fee
// is an estimate: the warehouse weighs the packed box and the shopper pays the exact fee before it leaves. A
// shopper without an address adds one here without leaving the form.
import { useCallback, useEffect, useMemo, useReducer, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FormDialog from '@/components/common/FormDialog';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import { idle, settle, type Remote } from '@/components/common/remote';
import { useRemote, useRemoteLoad } from '@/components/common/useRemote';
import type { ShippingEstimate, StockInParcel, TenantWarehouse, TransitOrder, UserAddress } from '@/contract';
import AddressFormDialog from '@/components/address/AddressFormDialog';
import { addressRequest } from '@/components/address/addressRequest';
import { countryName, placeLine } from '@/components/address/addressText';
import { useCountries } from '@/components/address/useAddressReference';
import { usePending } from '@/components/account/usePending';
import EstimateLines from '@/components/shipping/EstimateLines';
import StorageChip from '@/components/shipping/StorageChip';
import { totalGrams } from '@/components/shipping/shippingFormat';
import { listAddresses, saveAddress } from '@/services/address';
import { estimateShipping, getTenantWarehouses } from '@/services/shipping';
import { createTransitOrder } from '@/services/transit';
import { useHttp } from '@/stores/http';
import { useTenant } from '@/stores/tenant';
import { errorText } from '@/utils/errorText';
import { chooseLine, type Destination } from './transitChoice';
import { initialTransitForm, transitForm } from './transitForm';
import TransitServicesSection, { extrasRequest, NO_EXTRAS, type TransitExtras } from './TransitServicesSection';
import { useScrolledIntoView } from '@/components/common/form/useScrolledIntoView';
import { withMuiScope } from '@/theme/MuiScope';

const LOCAL_EXPRESS_MAX = 60;

function TransitFormDialog({
  parcels,
  open,
  onClose,
  onCreated,
  initialLine = null,
}: {
  parcels: readonly StockInParcel[];
  open: boolean;
  onClose: () => void;
  onCreated: (order: TransitOrder) => void;
  /** A line to start with (consolidation advice); it stays chosen while it can take the parcels. */
  initialLine?: string | null;
}) {
  const { t } = useTranslation(['shipping', 'address', 'common']);
  const tenant = useTenant();
  const format = useFormat();
  const http = useHttp();
  const countries = useCountries();
  const { pending, run } = usePending();
  const { state: addresses, run: runAddresses } = useRemote<UserAddress[]>();
  const loadPickups = useCallback(() => getTenantWarehouses(http, 'LOCAL'), [http]);
  const { state: pickups } = useRemoteLoad<TenantWarehouse[]>(loadPickups);
  // The estimate answer with the country it was asked for: another country's answer reads as still loading.
  const [estimated, setEstimated] = useState<{ country: string; load: Remote<ShippingEstimate> } | null>(null);
  const [form, dispatch] = useReducer(transitForm, initialLine, initialTransitForm);
  const { destination, line, express, message, lineError } = form;
  const setDestination = (value: Destination) => dispatch({ type: 'destination', value });
  const setLine = (name: string) => dispatch({ type: 'line', name });
  const setExpress = (text: string) => dispatch({ type: 'express', text });
  const setMessage = (text: string | null) => dispatch({ type: 'message', text });
  const messageRef = useScrolledIntoView<HTMLDivElement>(message);
  const setLineError = (shown: boolean) => dispatch({ type: 'lineError', shown });
  const [addingAddress, setAddingAddress] = useState(false);
  const [extras, setExtras] = useState<TransitExtras>(NO_EXTRAS);
  const parcelIds = useMemo(() => parcels.map((p) => p.id), [parcels]);

  /**
   * Lists the addresses (again: the list stays shown until the answer); `select` picks a just-added address, else
   * the default (listed first).
   */
  const loadAddresses = useCallback(
    (select?: string) =>
      runAddresses(
        async (isLatest) => {
          const result = await listAddresses(http);
          if (result.ok && isLatest())
            dispatch({ type: 'addressesListed', firstId: result.data[0]?.id ?? null, select });
          return result;
        },
        { silent: true },
      ),
    [http, runAddresses],
  );

  useEffect(() => {
    void loadAddresses();
  }, [loadAddresses]);

  const addressList = addresses.status === 'ready' ? addresses.data : [];
  const pickupList = pickups.status === 'ready' ? pickups.data : [];
  const country =
    destination.kind === 'delivery'
      ? (addressList.find((a) => a.id === destination.addressId)?.country ?? null)
      : (pickupList.find((p) => p.id === destination.pickupId)?.country ?? null);

  // The estimate follows the destination country: the same parcels may cost differently (or not ship) elsewhere.
  useEffect(() => {
    if (!country || parcelIds.length === 0) return;
    let live = true;
    void estimateShipping(http, { country, purchaseParcelIds: parcelIds }).then((result) => {
      if (live) setEstimated({ country, load: settle(idle, result) });
    });
    return () => {
      live = false;
    };
  }, [http, country, parcelIds]);
  const estimate: Remote<ShippingEstimate> | null = !country
    ? null
    : estimated?.country === country
      ? estimated.load
      : { status: 'loading', data: null };

  const lines = estimate?.status === 'ready' ? estimate.data.lines : [];
  const chosen = chooseLine(lines, line, destination.kind);
  const pickupBlocked = (l: { selfPickupAvailable: boolean }) =>
    destination.kind === 'pickup' && !l.selfPickupAvailable ? t('shipping:form.noPickupOnLine') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!chosen) {
      setLineError(true);
      return;
    }
    if (destination.kind === 'delivery' && !destination.addressId) {
      setMessage(t('shipping:form.addressRequired'));
      return;
    }
    // The services field says what is wrong with the value; nothing is sent until it is one the API takes.
    const chosenExtras = extrasRequest(extras);
    if (!chosenExtras) return;
    void run(async () => {
      const result = await createTransitOrder(http, {
        purchaseParcelIds: parcelIds,
        transitOptionName: chosen.transitOptionName,
        selfPickup: destination.kind === 'pickup',
        userAddressId: destination.kind === 'delivery' ? destination.addressId : null,
        pickupWarehouseId: destination.kind === 'pickup' ? destination.pickupId : null,
        localExpressCompanyName: destination.kind === 'delivery' && express.trim() ? express.trim() : null,
        ...chosenExtras,
      });
      if (result.ok) onCreated(result.data);
      else setMessage(errorText(t, result.error));
    });
  };

  const countryList = countries.load.status === 'ready' ? countries.load.data : [];
  // The parcel whose free storage ends first sets the deadline of the whole shipment.
  const soonest = parcels.reduce<StockInParcel | null>(
    (min, p) => (min === null || p.freeStorageDaysLeft < min.freeStorageDaysLeft ? p : min),
    null,
  );
  const anyPickupLine = lines.some((l) => l.selfPickupAvailable);
  return (
    <>
      <FormDialog
        id="transit"
        open={open}
        onClose={onClose}
        pending={pending}
        title={t('shipping:form.title')}
        maxWidth="md"
        spacing={2.5}
        onSubmit={submit}
        cancelLabel={t('shipping:cancel')}
        submitLabel={t('shipping:form.submit')}
        submitDisabled={!chosen}
      >
        <Typography variant="body2" data-testid="transit-form-summary">
          {t('shipping:form.summary', { count: parcels.length, weight: format.weight(totalGrams(parcels)) })}
        </Typography>
        {soonest && (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            data-testid="transit-form-storage"
          >
            <Typography variant="body2" color="textSecondary">
              {t('shipping:form.storageSoonest')}
            </Typography>
            <StorageChip
              daysLeft={soonest.freeStorageDaysLeft}
              until={format.date(soonest.freeStorageUntil, tenant.timezoneOffset)}
            />
          </Box>
        )}
        {message && (
          <Alert ref={messageRef} severity="error" role="alert">
            {message}
          </Alert>
        )}

        <Box component="section" aria-labelledby="transit-destination">
          <Typography id="transit-destination" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('shipping:form.destination')}
          </Typography>
          {pickupList.length > 0 && (
            <RadioGroup
              row
              value={destination.kind}
              onChange={(e) =>
                setDestination(
                  e.target.value === 'pickup'
                    ? { kind: 'pickup', pickupId: pickupList[0]?.id ?? null }
                    : { kind: 'delivery', addressId: addressList[0]?.id ?? null },
                )
              }
              aria-labelledby="transit-destination"
            >
              <FormControlLabel value="delivery" control={<Radio />} label={t('shipping:form.delivery')} />
              <FormControlLabel value="pickup" control={<Radio />} label={t('shipping:form.pickup')} />
            </RadioGroup>
          )}
          {destination.kind === 'delivery' &&
            (addresses.status === 'loading' ? (
              <Skeleton variant="rounded" height={56} sx={{ mt: 1 }} />
            ) : addresses.status === 'failed' ? (
              <Alert
                severity="error"
                sx={{ mt: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void loadAddresses()}>
                    {t('shipping:retry')}
                  </Button>
                }
              >
                {errorText(t, addresses.error)}
              </Alert>
            ) : (
              <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
                {addressList.length === 0 ? (
                  <Typography color="textSecondary">{t('shipping:form.noAddress')}</Typography>
                ) : (
                  <TextField
                    select
                    label={t('shipping:form.address')}
                    value={destination.addressId ?? ''}
                    onChange={(e) => setDestination({ kind: 'delivery', addressId: e.target.value })}
                    fullWidth
                    // The whole address wraps rather than being cut: in a right-to-left page an ellipsis would
                    // cut the start of a Latin address.
                    sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
                  >
                    {addressList.map((a) => (
                      <MenuItem key={a.id} value={a.id} sx={{ whiteSpace: 'normal' }}>
                        <bdi>{a.recipient}</bdi> ·{' '}
                        <bdi>{placeLine(a, countryName(countryList, a.country, format.locale))}</bdi>
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => setAddingAddress(true)}
                  disabled={countries.load.status !== 'ready'}
                  sx={{ justifySelf: 'start' }}
                >
                  {t('address:addresses.add')}
                </Button>
              </Box>
            ))}
          {destination.kind === 'pickup' && (
            <TextField
              select
              label={t('shipping:form.pickupPoint')}
              value={destination.pickupId ?? ''}
              onChange={(e) => setDestination({ kind: 'pickup', pickupId: e.target.value })}
              fullWidth
              sx={{ mt: 1 }}
              helperText={anyPickupLine || lines.length === 0 ? undefined : t('shipping:form.noPickupLines')}
            >
              {pickupList.map((p) => (
                <MenuItem key={p.id} value={p.id} sx={{ whiteSpace: 'normal' }}>
                  {p.name} · {p.address}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>

        <Box component="section" aria-labelledby="transit-line">
          <Typography id="transit-line" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('shipping:form.line')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('shipping:form.estimateNote')}
          </Typography>
          {lineError && !chosen && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {t('shipping:form.lineRequired')}
            </Alert>
          )}
          {!country && <Typography color="textSecondary">{t('shipping:form.chooseDestinationFirst')}</Typography>}
          {country && (estimate === null || estimate.status === 'loading') && (
            <Skeleton variant="rounded" height={120} aria-label={t('shipping:loading')} />
          )}
          {estimate?.status === 'failed' && <Alert severity="error">{errorText(t, estimate.error)}</Alert>}
          {country && estimate?.status === 'ready' && (
            <EstimateLines
              lines={lines}
              label={t('shipping:form.line')}
              choice={{
                name: 'transit-line',
                value: chosen?.transitOptionName ?? null,
                onChange: (name) => {
                  setLine(name);
                  setLineError(false);
                },
                blockedReason: pickupBlocked,
              }}
            />
          )}
        </Box>

        <TransitServicesSection
          parcelIds={parcelIds}
          lineName={chosen?.transitOptionName ?? null}
          country={country}
          countryName={country ? countryName(countryList, country, format.locale) : ''}
          extras={extras}
          onChange={setExtras}
        />

        {destination.kind === 'delivery' && (
          <TextField
            label={t('shipping:form.localExpress')}
            helperText={t('shipping:form.localExpressHint')}
            value={express}
            onChange={(e) => setExpress(e.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: LOCAL_EXPRESS_MAX } }}
          />
        )}
      </FormDialog>
      {/* Beside the form, not in it: a submit in the address form must not reach the shipment's. */}
      {addingAddress && (
        <AddressFormDialog
          kind="address"
          address={null}
          countries={countryList}
          open
          onClose={() => setAddingAddress(false)}
          onSave={async (values) => {
            const result = await saveAddress(http, addressRequest(values));
            if (result.ok) void loadAddresses(result.data.id);
            return result;
          }}
          onSaved={() => setAddingAddress(false)}
        />
      )}
    </>
  );
}

// Loaded on demand, possibly on a page drawn without MUI: it brings its own scope.
export default withMuiScope(TransitFormDialog);
