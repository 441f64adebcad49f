// The current tenant and the browser-visible runtime settings, both handed over by withPage in page props.
import { createContext, useContext, type ReactNode } from 'react';
import type { Tenant } from '@/contract';
import type { RuntimeConfig } from '@/services/pageProps';

const TenantContext = createContext<Tenant | null>(null);
const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function TenantProvider(props: { tenant: Tenant | null; runtimeConfig: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigContext.Provider value={props.runtimeConfig}>
      <TenantContext.Provider value={props.tenant}>{props.children}</TenantContext.Provider>
    </RuntimeConfigContext.Provider>
  );
}

/** The tenant of this site. Throws outside a tenant page (e.g. the static 404 page): use useOptionalTenant there. */
export function useTenant(): Tenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() outside a tenant page (no tenant in page props; see withPage)');
  return tenant;
}

export function useOptionalTenant(): Tenant | null {
  return useContext(TenantContext);
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() outside TenantProvider');
  return config;
}
