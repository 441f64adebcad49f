// Client addresses for tests of per-IP limits: each call of the returned function gives an address not used before
// in this file, so one test's sends or failed logins never count against another's.
export function ipSequence(prefix: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${Math.floor(n / 250)}.${n % 250}`;
  };
}
