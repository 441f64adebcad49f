import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LEDGER_ENTRY_TYPES, type AccountSummary, type TransactionList, type UserAccount } from '../../../../contract';
import { AppError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { payPassword } from '../payments/validation';
import { consumeCode } from '../user/emailCodes';
import { listTransactions, summarise } from './history';
import { getUserAccount } from './ledger';
import { ownerOf } from './owner';
import { optionalChoice, pageFields } from './query';
import { checkPayPassword, replacePayPassword, setFirstPayPassword } from './payPassword';

/*
 * The shopper's balance account (logged in):
 *   GET  /front/user-account                                         → UserAccount
 *   POST /front/user-account/first-set-pay-password {payPassword}    → UserAccount
 *   POST /front/user-account/resetPayPassword {oldPayPassword, newPayPassword} → UserAccount
 *   POST /front/user-account/pay-password {payPassword, emailVerificationCode} → UserAccount (forgotten one)
 *   GET  /front/user-account/transactions?type=&from=&to=&pageNo=&pageSize=   → TransactionList
 *   GET  /front/user-account/querySummary?from=&to=                  → AccountSummary
 */

/** An ISO instant; absent or '' means no bound. */
const instant = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'INVALID_DATE' })
    .transform((s) => new Date(s))
    .optional(),
);
const range = { from: instant, to: instant };
const transactionsQuery = z.object({
  type: optionalChoice(LEDGER_ENTRY_TYPES, 'INVALID_TYPE'),
  ...range,
  ...pageFields(10),
});
const codeField = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(16, { error: 'TOO_LONG' });

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/front/user-account', async (request): Promise<UserAccount> => getUserAccount(db, await ownerOf(request)));

  app.post('/front/user-account/first-set-pay-password', async (request): Promise<UserAccount> => {
    const owner = await ownerOf(request);
    const body = parseBody(z.object({ payPassword }), request.body);
    await setFirstPayPassword(db, owner, body.payPassword);
    return getUserAccount(db, owner);
  });

  app.post('/front/user-account/resetPayPassword', async (request): Promise<UserAccount> => {
    const owner = await ownerOf(request);
    const body = parseBody(z.object({ oldPayPassword: payPassword, newPayPassword: payPassword }), request.body);
    await checkPayPassword(db, owner, body.oldPayPassword);
    await replacePayPassword(db, owner, body.newPayPassword);
    return getUserAccount(db, owner);
  });

  app.post('/front/user-account/pay-password', async (request): Promise<UserAccount> => {
    const owner = await ownerOf(request);
    const user = await request.requireUser();
    const body = parseBody(z.object({ payPassword, emailVerificationCode: codeField }), request.body);
    // A code sent to the login email (POST /front/user/send-email-code) proves the shopper is who they say.
    await consumeCode(db, { tenantId: owner.tenantId, email: user.email, purpose: null }, body.emailVerificationCode).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.status, error.code, error.message, { ...error.options, fields: { emailVerificationCode: error.code } });
    });
    await replacePayPassword(db, owner, body.payPassword);
    return getUserAccount(db, owner);
  });

  app.get('/front/user-account/transactions', async (request): Promise<TransactionList> => {
    const owner = await ownerOf(request);
    const q = parseQuery(transactionsQuery, request.query);
    return listTransactions(db, owner, q);
  });

  app.get('/front/user-account/querySummary', async (request): Promise<AccountSummary> => {
    const owner = await ownerOf(request);
    const q = parseQuery(z.object(range), request.query);
    return summarise(db, owner, q);
  });
}
