// requestSchema ties a route's zod schema to the contract's request type at compile time. The lines under an
// expect-error directive are the proof: `tsc` fails if any of them stops being an error.
import { z } from 'zod';
import type { LoginRequest, UpdateProfileRequest } from '../../contract';
import { requestSchema } from '../../backend/src/http/requestSchema';
import { loginBody, signupBody, updateProfileBody } from '../../backend/src/modules/user/validation';

describe('requestSchema', () => {
  it('accepts a schema that reads exactly the contract fields, and returns it unchanged', () => {
    const schema = z.object({ email: z.string(), password: z.string() });
    expect(requestSchema<LoginRequest>()(schema)).toBe(schema);
    expect(
      requestSchema<UpdateProfileRequest>()(
        z.object({
          name: z.string().optional(),
          phoneNumber: z.string().nullable().optional(),
          secondEmail: z.string().nullable().optional(),
        }),
      ),
    ).toBeDefined();
  });

  it('refuses, at compile time, a schema that drifted from its contract type', () => {
    // @ts-expect-error a field of the contract is missing from the schema
    requestSchema<LoginRequest>()(z.object({ email: z.string() }));
    const readsAnExtraField = z.object({ email: z.string(), password: z.string(), remember: z.boolean().optional() });
    // @ts-expect-error the schema reads a field the contract does not send
    requestSchema<LoginRequest>()(readsAnExtraField);
    // @ts-expect-error a field is of another type than the contract sends
    requestSchema<LoginRequest>()(z.object({ email: z.string(), password: z.number() }));
    const requiresAnOptionalField = z.object({
      name: z.string(),
      phoneNumber: z.string().nullable().optional(),
      secondEmail: z.string().nullable().optional(),
    });
    // @ts-expect-error the schema requires what the contract leaves optional
    requestSchema<UpdateProfileRequest>()(requiresAnOptionalField);
    expect(true).toBe(true);
  });

  it('is what the user routes validate with', () => {
    expect(loginBody.safeParse({ email: 'A@Example.com', password: 'x' })).toMatchObject({
      success: true,
      data: { email: 'a@example.com' },
    });
    expect(signupBody.safeParse({}).success).toBe(false);
    expect(updateProfileBody.safeParse({}).success).toBe(true);
  });
});
