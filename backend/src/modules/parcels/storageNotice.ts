// The reminder that a parcel's free storage ends soon, as a message (locales/<lng>/messages.json
// `notice.storageEnding`) that each reader reads in their own language. The parcel's tracking or parcel number is
// inserted as it is; the days left and the last free day are stored as facts and formatted for the reader.
import type { Notice } from '../shipping/notices';

/** `until` is the last free day, YYYY-MM-DD. */
export function storageEndingNotice(parcel: string, days: number, until: string): Notice {
  return { message: { key: 'storageEnding', params: { trackingNo: parcel, days: { days }, until: { date: until } } } };
}
