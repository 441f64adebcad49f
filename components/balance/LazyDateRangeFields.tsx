// The date pickers load in the browser only. MUI X pickers are not bundled into the server build, so on the
// server they would render with their own copy of Emotion and MUI: outside the page's theme (dark scheme) and its
// right-to-left style cache. In the browser they share the page's. Until they arrive, two field-sized shapes hold
// their place, drawn by a static stylesheet so the first screen carries no MUI: the pickers bring theirs, in their
// own scope (DateRangeFields exports itself through withMuiScope).
// The placeholder is also what the browser renders while it hydrates: next/dynamic alone renders the pickers at
// once when their code is already loaded (a reload, a prefetch), which no longer matches the server's HTML and
// makes React throw the page's markup away (hydration error #418). So the pickers are asked for only after hydration.
import { useSyncExternalStore, type ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import styles from './LazyDateRangeFields.module.css';

function DateFieldsSkeleton() {
  return (
    <div className={styles.fields} aria-hidden data-testid="date-fields-placeholder">
      <span className={styles.field} />
      <span className={styles.field} />
    </div>
  );
}

const DateRangeFields = dynamic(() => import('./DateRangeFields'), { ssr: false, loading: DateFieldsSkeleton });

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function LazyDateRangeFields(props: ComponentProps<typeof DateRangeFields>) {
  return useHydrated() ? <DateRangeFields {...props} /> : <DateFieldsSkeleton />;
}
