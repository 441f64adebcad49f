// Timeline notes of purchase and transit orders. What happened is stored (a messages.json `timeline.<key>` and
// its parameters), not a sentence: each reader gets the note in the language they read in. The English text is
// stored beside it for readers of the table itself; rows stored before keys (no key) read as they were written.
import type { Locale, MessageParams } from '../../../../contract';
import type { TimelineKey } from './catalog';
import { renderTimelineNote } from './render';

export interface TimelineNote {
  key: TimelineKey;
  params?: MessageParams;
}

/** The columns an event row stores for a note. */
export function noteColumns(note: TimelineNote): { note: string; note_key: string; note_params: MessageParams } {
  const params = note.params ?? {};
  const english = renderTimelineNote('en', note.key, params, false);
  if (english === undefined) throw new Error(`Unknown timeline note: ${note.key}`);
  return { note: english, note_key: note.key, note_params: params };
}

interface StoredNote {
  note: string;
  note_key: string | null;
  note_params: MessageParams | null;
}

/** A stored note in the reader's language; the stored text for a row without a key or with a retired key. */
export function noteText(row: StoredNote, language: Locale): string {
  if (!row.note_key) return row.note;
  return renderTimelineNote(language, row.note_key, row.note_params ?? {}) ?? row.note;
}

/** The wire fields of a stored note: its English text and, for a keyed row, the key and parameters. */
export function entryNote(row: StoredNote): { note: string; noteKey?: string; noteParams?: MessageParams } {
  return row.note_key
    ? { note: row.note, noteKey: row.note_key, noteParams: row.note_params ?? {} }
    : { note: row.note };
}

interface WireEntry {
  note: string;
  noteKey?: string;
  noteParams?: MessageParams;
}

function localizeEntries(entries: readonly WireEntry[], language: Locale): WireEntry[] {
  return entries.map((e) =>
    e.noteKey
      ? { ...e, note: noteText({ note: e.note, note_key: e.noteKey, note_params: e.noteParams ?? null }, language) }
      : e,
  );
}

/**
 * A response with its timeline notes written in `language`: an order (`timeline`), a result holding one
 * (`order`) or a page of them (`items`). Used as the order modules' preSerialization hook, so every answer that
 * carries an order speaks the reader's language without each service taking one.
 */
export function localizeTimelines(payload: unknown, language: Locale): unknown {
  if (Array.isArray(payload) || payload === null || typeof payload !== 'object') return payload;
  const value = payload as Record<string, unknown>;
  if (Array.isArray(value.timeline))
    return { ...value, timeline: localizeEntries(value.timeline as WireEntry[], language) };
  if (value.order && typeof value.order === 'object')
    return { ...value, order: localizeTimelines(value.order, language) };
  if (Array.isArray(value.items))
    return { ...value, items: value.items.map((item) => localizeTimelines(item, language)) };
  return payload;
}
