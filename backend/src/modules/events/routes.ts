// GET /front/events: the logged-in shopper's live status stream (see contract/events.ts), and the hourly prune of
// events older than the catch-up window. Limits: LIVE_STREAMS_PER_USER open streams per shopper (429
// TOO_MANY_STREAMS) and LIVE_STREAMS_PER_PROCESS per API process (503 LIVE_STREAMS_BUSY); 0 per process turns the
// route off (404).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { parseWith } from '../../http/validation';
import { jobsFor } from '../../jobs';
import { pruneEvents } from './catchUp';
import { hubFor } from './hub';
import { LiveStream } from './stream';
import { eventsHeaders, eventsQuery } from './validation';

const PRUNE_JOB = 'events.prune';
const PRUNE_SECONDS = 3600;

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  if (config.liveStreamsPerProcess === 0) return;
  const hub = hubFor(db, config.databaseUrl, app.log);
  const open = new Set<LiveStream>();

  app.get('/front/events', async (request, reply) => {
    const { after } = parseWith(eventsQuery, request.query);
    const headers = parseWith(eventsHeaders, { 'last-event-id': request.headers['last-event-id'] || undefined });
    const user = await request.requireUser();
    if (hub.size >= config.liveStreamsPerProcess)
      throw new AppError(503, 'LIVE_STREAMS_BUSY', 'Too many live streams on this server; try again later');
    if (hub.countFor(user.tenantId, user.id) >= config.liveStreamsPerUser)
      throw new AppError(429, 'TOO_MANY_STREAMS', 'Too many live streams open for this account; close a tab');
    const stream = new LiveStream(
      db,
      { tenantId: user.tenantId, userId: user.id, tokenHash: user.tokenHash },
      reply.raw,
    );
    // Subscribed (and listening) before the catch-up is read: a change committed in between is either in the
    // catch-up or queued by the stream, and one that is in both is sent once.
    const unsubscribe = await hub.subscribe({
      tenantId: user.tenantId,
      userId: user.id,
      tokenHash: user.tokenHash,
      onMessage: (message) => stream.onMessage(message),
      onResync: () => stream.onResync(),
    });
    open.add(stream);
    reply.hijack();
    reply.raw.setHeader('x-request-id', request.id);
    await stream
      .start(headers['last-event-id'] ?? after ?? null, () => {
        unsubscribe();
        open.delete(stream);
      })
      .catch((err: unknown) => {
        request.log.warn({ err }, 'live events: stream failed to start');
        stream.end();
      });
  });

  // Open streams would keep the server from closing: end them first (the browsers reconnect elsewhere).
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
    await hub.close();
  });

  // The prune runs wherever streams do, whether or not the fulfilment simulator is on; tests call it themselves.
  if (config.nodeEnv === 'test') return;
  const jobs = jobsFor(app);
  const next = () => jobs.schedule(PRUNE_JOB, {}, { delaySeconds: PRUNE_SECONDS, singletonKey: 'prune' });
  jobs.handle(PRUNE_JOB, async () => {
    try {
      await pruneEvents(db);
    } finally {
      await next();
    }
  });
  app.addHook('onReady', async () => {
    await jobs.schedule(PRUNE_JOB, {}, { delaySeconds: 60, singletonKey: 'prune' });
  });
}
