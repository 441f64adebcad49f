// contract.schema.json is contract/*.ts as JSON Schema: a change to a wire type without `npm run openapi`
// fails here, so the documents the API serves never describe an older contract.
import committed from '../../backend/src/openapi/contract.schema.json';
import { generateContractSchemas } from '../../backend/src/openapi/contractSchemas';

describe('the contract JSON Schema', () => {
  it('is what contract/*.ts says today (run `npm run openapi` after changing a wire type)', () => {
    expect(generateContractSchemas()).toEqual(committed);
  }, 120_000);

  it('describes the wire rules it carries: required fields and literal enums', () => {
    const profile = committed.UserProfile as { required: string[] };
    expect(profile.required).toEqual(expect.arrayContaining(['id', 'email', 'language', 'createdAt']));
    expect((committed.Locale as { enum: string[] }).enum).toContain('ar');
  });
});
