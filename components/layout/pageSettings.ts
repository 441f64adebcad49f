// Moved to services/pageSettings.ts (withPage reads it, and services/ does not import components/).
export * from '@/services/pageSettings';
