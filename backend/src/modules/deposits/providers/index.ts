import type { AppConfig } from '../../../config';
import { hostedProvider } from './hosted';
import type { PaymentProvider } from './provider';
import { simulatedProvider, type SimulatedProvider } from './simulated';

/** The provider this API takes online top-ups with: the real one when configured, the simulated one when the demo setting is on, else none. */
export function paymentProviderFor(config: AppConfig): PaymentProvider | SimulatedProvider | null {
  if (config.onePay) return hostedProvider(config.onePay);
  if (config.simulatedPayments) return simulatedProvider();
  return null;
}

export const isSimulated = (provider: PaymentProvider | null): provider is SimulatedProvider =>
  provider?.name === 'SIMULATED';
