// HTTP calls to the backend under test: JSON in, JSON (or text) out, never throwing: a network failure is an
// answer with status 0 and the error as its text, so a check can report it.
export interface Answer {
  status: number;
  body: unknown;
  text: string;
  contentType: string;
}

export interface CallOptions {
  query?: Record<string, string | number | undefined>;
  /** A value is sent as JSON; a string as it is (to send broken JSON). */
  body?: unknown;
  token?: string;
  operatorToken?: string;
  /** Read the status and headers only, then hang up (a stream's body never ends). */
  headersOnly?: boolean;
}

export class Client {
  constructor(
    private readonly baseUrl: string,
    private readonly tenant: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.pathname = `${new URL(this.baseUrl).pathname.replace(/\/$/, '')}${path}`;
    for (const [name, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.tenant) headers['x-tenant-domain'] = this.tenant;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.operatorToken) headers['x-operator-token'] = options.operatorToken;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    try {
      const res = await fetch(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'manual',
      });
      const contentType = res.headers.get('content-type') ?? '';
      if (options.headersOnly && res.ok) {
        await res.body?.cancel();
        return { status: res.status, body: undefined, text: '', contentType };
      }
      const text = await res.text();
      let parsed: unknown = undefined;
      if (contentType.includes('json') && text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
      }
      return { status: res.status, body: parsed, text, contentType };
    } catch (error) {
      return { status: 0, body: undefined, text: (error as Error).message, contentType: '' };
    }
  }
}
