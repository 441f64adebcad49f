// One schema per request: a route's zod schema is tied to the contract type the storefront sends, so that a
// field added, dropped, renamed or retyped on one side only is a compile error, not a 400 found by a shopper.
//
//   export const loginBody = requestSchema<LoginRequest>()(z.object({ email: emailField, password: … }));
//   requestSchema<LoginRequest>()(loginBody);   // the same check on a schema declared before
//
// Agreement means: every request the contract type allows is of the schema's input type, and the schema reads
// exactly the contract's fields. (Its output may normalise further: '' to null, an email to lower case.)
import type { z } from 'zod';

type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;

export type Agrees<S extends z.ZodType, C> = [C] extends [z.input<S>] ? SameKeys<z.output<S>, C> : false;

/** Marks a schema that does not agree with its contract type; the message shows in the compile error. */
interface Drift<C> {
  readonly 'zod schema and contract type differ': C;
}

/** `requestSchema<ContractType>()(schema)`: the schema, unchanged, once the compiler has checked it agrees. */
export function requestSchema<C>() {
  return <S extends z.ZodType>(schema: S & (Agrees<S, C> extends true ? unknown : Drift<C>)): S => schema;
}
