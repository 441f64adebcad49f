// GET /api/front/events: the shopper's live status stream, relayed by services/server/eventStream.ts (a stream
// needs its own route: the general /api proxy bounds each call's time, this one stays open).
import type { NextApiRequest, NextApiResponse } from 'next';
import { relayEventStream } from '@/services/server/eventStream';

export const config = {
  api: { bodyParser: false, externalResolver: true, responseLimit: false },
};

export default function events(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return relayEventStream(req, res);
}
