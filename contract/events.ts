// Live status (server-sent events).
//
//   GET /front/events[?after=<id>]   text/event-stream, login required
//
// Each change of one of the shopper's orders, payments, parcels or transit orders, and each new or read
// notification, arrives as `id: <LiveEvent.id>`, `event: change`, `data: <LiveEvent as JSON>`. The first message
// is `event: ready` whose id is the newest event the shopper has (so a reconnect before any change still asks for
// the right ones). A reconnect sends `Last-Event-ID` (or `?after=`) and first receives what it missed from the
// last 24 hours (at most 200 events). A comment line every 25 s keeps proxies from closing an idle stream.

export const LIVE_EVENT_KINDS = ['ORDER', 'PAYMENT', 'PARCEL', 'TRANSIT_ORDER', 'NOTIFICATION'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export interface LiveEvent {
  /** Increases with every event; the stream's event id. */
  id: number;
  kind: LiveEventKind;
  subjectId: string;
  /** The number the shopper knows the subject by (order, payment or parcel number); null for notifications. */
  subjectNo: string | null;
  /** The subject's new status (NEW or READ for a notification). */
  status: string;
  /** ISO 8601, UTC. */
  at: string;
}
