// What the live status stream accepts: the last event the browser saw, as `?after=` or the EventSource's
// Last-Event-ID header (an API-only query: the browser's EventSource writes it, not a storefront call).
import { z } from 'zod';

const eventId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const eventsQuery = z.object({ after: eventId.optional() });
export const eventsHeaders = z.object({ 'last-event-id': eventId.optional() });
