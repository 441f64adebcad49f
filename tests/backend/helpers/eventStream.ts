// A server-sent events reader for API tests: connects to GET /front/events of a listening app over real HTTP
// (a stream never ends, so inject cannot read it) and collects what arrives.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../../contract';

export interface StreamMessage {
  id: string | null;
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  messages: StreamMessage[];
  /** Everything received (an error's JSON body when status is not 200). */
  raw(): string;
  /** The `change` events so far. */
  changes(): LiveEvent[];
  /** Resolves with the first message matching, or rejects after `timeoutMs`. */
  waitFor(match: (m: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address of a listening app (listens on a free loopback port the first time). */
export async function addressOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens a stream on a listening app, or on an API at `base` (an address such as http://127.0.0.1:4000). */
export async function openStream(
  app: FastifyInstance | string,
  options: { token?: string; host?: string; lastEventId?: string; query?: string },
): Promise<OpenStream> {
  const base = typeof app === 'string' ? app : await addressOf(app);
  const headers: Record<string, string> = {
    'x-tenant-domain': options.host ?? 'localhost',
    accept: 'text/event-stream',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/front/events${options.query ?? ''}`, { headers }, (res) => {
      const messages: StreamMessage[] = [];
      const waiters: Array<{ match: (m: StreamMessage) => boolean; done: (m: StreamMessage) => void }> = [];
      let buffer = '';
      let raw = '';
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        raw += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: StreamMessage = { id: null, event: 'message', data: '' };
          let meaningful = false;
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') message.id = value;
            else if (field === 'event') message.event = value;
            else if (field === 'data') message.data += value;
            else continue;
            meaningful = true;
          }
          if (!meaningful) continue;
          messages.push(message);
          for (const w of [...waiters]) {
            if (w.match(message)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.done(message);
            }
          }
        }
      });
      res.on('end', endedResolve);
      res.on('close', endedResolve);
      resolve({
        status: res.statusCode ?? 0,
        messages,
        raw: () => raw,
        changes: () => messages.filter((m) => m.event === 'change').map((m) => JSON.parse(m.data) as LiveEvent),
        waitFor(match, timeoutMs = 5_000) {
          const found = messages.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`)),
              timeoutMs,
            );
            waiters.push({ match, done: (m) => (clearTimeout(timer), done(m)) });
          });
        },
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

export const isReady = (m: StreamMessage) => m.event === 'ready';
export const isChange = (status: string) => (m: StreamMessage) =>
  m.event === 'change' && (JSON.parse(m.data) as LiveEvent).status === status;
