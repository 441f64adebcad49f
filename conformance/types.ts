// What a conformance run is given and what it reports.

export interface ConformanceOptions {
  /** The backend under test, e.g. http://127.0.0.1:4000 (what the storefront's API_URL points at). */
  apiUrl: string;
  /** Sent as X-Tenant-Domain; without it the backend picks the tenant from the host of apiUrl. */
  tenant?: string;
  /** A test account: enables the logged-in checks. */
  email?: string;
  password?: string;
  /** The test account's pay password: enables the pay checks (pays the smallest unpaid payment, twice at once). */
  payPassword?: string;
  /** Enables the operator checks. */
  operatorToken?: string;
  /** Where the operator calls are served (default: apiUrl). */
  operatorUrl?: string;
  /** Per request (ms). */
  timeoutMs?: number;
}

export type Outcome = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  /** `GET /front/tenant`, or a flow's name. */
  call: string;
  /** What was checked: `schema`, `bad input`, `401 without session`, `paging`, `ledger`… */
  check: string;
  outcome: Outcome;
  /** Why it failed or was skipped; what was seen when it passed. */
  reason: string;
}
