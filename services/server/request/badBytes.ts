// Page addresses carry text a shopper typed or pasted, and it travels on to the API and the database. A NUL or
// another control character, or percent-encoding that is not valid UTF-8, can only be an accident or a probe;
// answering 400 before any page code runs is clearer than a 500 from somewhere deep down. A lone '%' (a typed
// "50%") is left alone: browsers send it as is and pages read it as text.

/** Raw or percent-encoded C0 control characters and DEL (tab included: no address needs one). */
const CONTROL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;

/** True when a raw path or query string holds control characters or undecodable percent-encoding. */
export function hasBadBytes(raw: string): boolean {
  if (CONTROL.test(raw)) return true;
  try {
    decodeURIComponent(raw.replace(/%(?![0-9a-f]{2})/gi, '%25'));
    return false;
  } catch {
    return true;
  }
}
