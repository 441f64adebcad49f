// Kept apart from the advice panel so the in-stock page can key the boxes it used without loading the panel,
// which loads only when the shopper asks for advice.
import type { ConsolidationGroup } from '@/contract';

/** The key of a box in the advice: its parcels, as the server listed them. */
export const groupKey = (group: Pick<ConsolidationGroup, 'purchaseParcelIds'>) => group.purchaseParcelIds.join(',');
