// Re-export so `@/stores/runtimeConfig` and `@/stores/tenant` both work.
export { useRuntimeConfig } from './tenant';
export type { RuntimeConfig } from '@/services/pageProps';
