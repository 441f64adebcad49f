// A tiny round-robin HTTP proxy: one port in front of several storefront (or API) processes on this machine, to run
// and measure "two of everything" without installing a load balancer. Production sits behind a real one (nginx,
// a cloud balancer); the README's operator notes show the nginx equivalent.
//
//   ROUND_ROBIN_PORT=3000 ROUND_ROBIN_TARGETS=http://127.0.0.1:3001,http://127.0.0.1:3002 node scripts/round-robin.mjs
//
// Each request goes to the next target; a target that refuses the connection is skipped for that request. The
// original Host stays (the storefront finds the tenant by host) and X-Forwarded-For/-Proto/-Host are added.
import http from 'node:http';

const port = Number(process.env.ROUND_ROBIN_PORT ?? 3000);
const host = process.env.ROUND_ROBIN_HOST ?? '127.0.0.1';
const targets = (process.env.ROUND_ROBIN_TARGETS ?? '')
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean)
  .map((t) => new URL(t));
if (targets.length === 0) {
  console.error('ROUND_ROBIN_TARGETS must name at least one http://host:port');
  process.exit(1);
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

function forward(req, res, attempt) {
  const target = targets[(next += 1) % targets.length];
  const headers = { ...req.headers };
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-host'] ??= req.headers.host ?? '';
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    // Nothing sent yet and the body not consumed (a bodiless request): the next target gets it.
    if (!res.headersSent && attempt + 1 < targets.length && (req.method === 'GET' || req.method === 'HEAD')) {
      forward(req, res, attempt + 1);
      return;
    }
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`upstream ${target.host}: ${error.message}`);
  });
  req.pipe(upstream);
}

http
  .createServer((req, res) => forward(req, res, 0))
  .listen(port, host, () => {
    console.log(`round robin on http://${host}:${port} -> ${targets.map((t) => t.host).join(', ')}`);
  });
