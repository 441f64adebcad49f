import type { FastifyInstance } from 'fastify';
import type { AccountSummary, TransactionList, UserAccount } from '../../../../contract';
import { AppError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { consumeCode } from '../user/emailCodes';
import { listTransactions, summarise } from './history';
import { getUserAccount } from './ledger';
import { ownerOf } from './owner';
import { checkPayPassword, replacePayPassword, setFirstPayPassword } from './payPassword';
import {
  firstPayPasswordBody,
  forgotPayPasswordBody,
  resetPayPasswordBody,
  summaryQuery,
  transactionsQuery,
} from './validation';

/*
 * The shopper's balance account (logged in):
 *   GET  /front/user-account                                         → UserAccount
 *   POST /front/user-account/first-set-pay-password {payPassword}    → UserAccount
 *   POST /front/user-account/resetPayPassword {oldPayPassword, newPayPassword} → UserAccount
 *   POST /front/user-account/pay-password {payPassword, emailVerificationCode} → UserAccount (forgotten one)
 *   GET  /front/user-account/transactions?type=&from=&to=&pageNo=&pageSize=   → TransactionList
 *   GET  /front/user-account/querySummary?from=&to=                  → AccountSummary
 */

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/front/user-account', async (request): Promise<UserAccount> => getUserAccount(db, await ownerOf(request)));

  app.post('/front/user-account/first-set-pay-password', async (request): Promise<UserAccount> => {
    const owner = await ownerOf(request);
    const body = parseBody(firstPayPasswordBody, request.body);
    await setFirstPayPassword(db, owner, body.payPassword);
    return getUserAccount(db, owner);
  });

  app.post('/front/user-account/resetPayPassword', async (request): Promise<UserAccount> => {
    const owner = await ownerOf(request);
    const body = parseBody(resetPayPasswordBody, request.body);
    await checkPayPassword(db, owner, body.oldPayPassword);
    await replacePayPassword(db, owner, body.newPayPassword);
    return getUserAccount(db, owner);
  });

  app.post('/front/user-account/pay-password', async (request): Promise<UserAccount> => {
    const owner = await ownerOf(request);
    const user = await request.requireUser();
    const body = parseBody(forgotPayPasswordBody, request.body);
    // A code sent to the login email (POST /front/user/send-email-code) proves the shopper is who they say.
    await consumeCode(
      db,
      { tenantId: owner.tenantId, email: user.email, purpose: null },
      body.emailVerificationCode,
    ).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.status, error.code, error.message, {
        ...error.options,
        fields: { emailVerificationCode: error.code },
      });
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
    const q = parseQuery(summaryQuery, request.query);
    return summarise(db, owner, q);
  });
}
