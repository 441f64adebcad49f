import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  FUND_REMARK_MAX_LENGTH,
  WITHDRAWAL_ACCOUNT_MAX_LENGTH,
  type CertificateResponse,
  type DepositChannel,
  type FundRequest,
  type FundRequestList,
  type UploadToken,
} from '../../../../contract';
import { notFound } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { cnyAmount, toFen } from '../account/money';
import { ownerOf } from '../account/owner';
import { optionalChoice, pageFields } from '../account/query';
import { payPassword } from '../payments/validation';
import { storageFor } from '../storage';
import { uploadSigner } from '../upload/routes';
import { isOwnReceiptKey, receiptUploadToken } from './receipts';
import { requestLanguage } from '../user/language';
import { createDeposit, createWithdrawal, findRequest, getRequest, listChannels, listRequests, requestNotFound, updateDeposit } from './service';
import { AppError } from '../../http/errors';

/*
 * Topping up and withdrawing (logged in except the channel list):
 *   GET  /front/deposit-channels                                         → DepositChannel[]
 *   POST /front/user-account/deposits      {channelId, amount, remark?}   → FundRequest (PENDING)
 *   POST /front/user-account/certificate   {amount, channelId?, remark?, ext?} → CertificateResponse
 *   GET  /front/user-account/deposits/:id/receipt-token?ext=              → UploadToken (PENDING deposits)
 *   GET  /front/user-account/deposits/:id/receipt                         → the private receipt image (owner only)
 *   POST /front/user-account/update-deposit {id, amount?, remark?, channelId?, receiptKey?} → FundRequest
 *   GET  /front/user-account/operations?kind=&status=&pageNo=&pageSize=   → FundRequestList
 *   GET  /front/user-account/queryDetail/:id                              → FundRequest
 *   POST /front/user-account/withdrawals   {amount, channelId, account, payPassword} → FundRequest (amount frozen)
 */

const id = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(64, { error: 'TOO_LONG' });
const remark = z.string({ error: 'INVALID_TYPE' }).max(FUND_REMARK_MAX_LENGTH, { error: 'TOO_LONG' });
const ext = z.enum(['jpg', 'jpeg', 'png'], { error: 'INVALID_EXTENSION' });

const receiptNotFound = () => notFound('RECEIPT_NOT_FOUND', 'This deposit has no receipt');

export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const signer = uploadSigner(app.config);
  const storage = storageFor(app.config);

  app.get('/front/deposit-channels', async (request): Promise<DepositChannel[]> => listChannels(db, request.tenant.id, requestLanguage(request.headers['accept-language'], request.tenant)));

  app.post('/front/user-account/deposits', async (request): Promise<FundRequest> => {
    const owner = await ownerOf(request);
    const body = parseBody(z.object({ channelId: id, amount: cnyAmount, remark: remark.optional() }), request.body);
    return createDeposit(db, owner, { channelId: body.channelId, amountFen: toFen(body.amount), remark: body.remark ?? '' });
  });

  app.post('/front/user-account/certificate', async (request): Promise<CertificateResponse> => {
    const owner = await ownerOf(request);
    const body = parseBody(z.object({ amount: cnyAmount, channelId: id.optional(), remark: remark.optional(), ext: ext.optional() }), request.body);
    const deposit = await createDeposit(db, owner, { channelId: body.channelId, amountFen: toFen(body.amount), remark: body.remark ?? '' });
    return { deposit, upload: receiptUploadToken(owner, deposit.id, body.ext ?? 'jpg', signer) };
  });

  app.get('/front/user-account/deposits/:id/receipt-token', async (request): Promise<UploadToken> => {
    const owner = await ownerOf(request);
    const params = parseQuery(z.object({ id }), request.params);
    const query = parseQuery(z.object({ ext: ext.default('jpg') }), request.query);
    const deposit = await findRequest(db, owner, params.id);
    if (!deposit || deposit.kind !== 'DEPOSIT') throw requestNotFound();
    if (deposit.status !== 'PENDING') throw new AppError(409, 'REQUEST_STATE', 'This request has been decided already', { detail: deposit.status, fields: { status: deposit.status } });
    return receiptUploadToken(owner, deposit.id, query.ext, signer);
  });

  app.get('/front/user-account/deposits/:id/receipt', async (request, reply) => {
    const owner = await ownerOf(request);
    const params = parseQuery(z.object({ id }), request.params);
    const deposit = await findRequest(db, owner, params.id);
    if (!deposit?.receipt_key) throw receiptNotFound();
    const file = await storage.get(deposit.receipt_key);
    if (!file) throw receiptNotFound();
    reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    if (file.size !== null) reply.header('content-length', file.size);
    return reply.send(file.body);
  });

  app.post('/front/user-account/update-deposit', async (request): Promise<FundRequest> => {
    const owner = await ownerOf(request);
    const body = parseBody(
      z.object({ id, amount: cnyAmount.optional(), remark: remark.optional(), channelId: id.optional(), receiptKey: z.string().trim().max(256, { error: 'TOO_LONG' }).optional() }),
      request.body,
    );
    if (body.receiptKey !== undefined && (!isOwnReceiptKey(owner, body.receiptKey) || !(await storage.get(body.receiptKey).then((f) => (f?.body.destroy(), !!f))))) {
      throw new AppError(400, 'RECEIPT_NOT_UPLOADED', 'Upload the receipt first', { fields: { receiptKey: 'RECEIPT_NOT_UPLOADED' } });
    }
    return updateDeposit(db, owner, { id: body.id, amountFen: body.amount === undefined ? undefined : toFen(body.amount), remark: body.remark, channelId: body.channelId, receiptKey: body.receiptKey });
  });

  app.get('/front/user-account/operations', async (request): Promise<FundRequestList> => {
    const owner = await ownerOf(request);
    const q = parseQuery(z.object({ kind: optionalChoice(['DEPOSIT', 'WITHDRAWAL'] as const, 'INVALID_KIND'), status: optionalChoice(['PENDING', 'APPROVED', 'REJECTED'] as const, 'INVALID_STATUS'), ...pageFields(10) }), request.query);
    return listRequests(db, owner, q);
  });

  app.get('/front/user-account/queryDetail/:id', async (request): Promise<FundRequest> => {
    const owner = await ownerOf(request);
    return getRequest(db, owner, parseQuery(z.object({ id }), request.params).id);
  });

  app.post('/front/user-account/withdrawals', async (request): Promise<FundRequest> => {
    const owner = await ownerOf(request);
    const body = parseBody(
      z.object({ amount: cnyAmount, channelId: id, account: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(WITHDRAWAL_ACCOUNT_MAX_LENGTH, { error: 'TOO_LONG' }), payPassword }),
      request.body,
    );
    return createWithdrawal(db, owner, { amountFen: toFen(body.amount), channelId: body.channelId, account: body.account, payPassword: body.payPassword });
  });
}
