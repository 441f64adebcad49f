import type { FastifyInstance } from 'fastify';
import type {
  CertificateResponse,
  DepositChannel,
  FundRequest,
  FundRequestList,
  UploadToken,
} from '../../../../contract';
import { AppError, notFound } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { toFen } from '../account/money';
import { ownerOf } from '../account/owner';
import { storageFor } from '../storage';
import { uploadSigner } from '../upload/routes';
import { isOwnReceiptKey, receiptUploadToken } from './receipts';
import { requestLanguage } from '../user/language';
import {
  createDeposit,
  createWithdrawal,
  findRequest,
  getRequest,
  listChannels,
  listRequests,
  requestNotFound,
  updateDeposit,
} from './service';
import {
  certificateBody,
  depositBody,
  fundRequestQuery,
  receiptTokenQuery,
  requestParams,
  updateDepositBody,
  withdrawalBody,
} from './validation';

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

const receiptNotFound = () => notFound('RECEIPT_NOT_FOUND', 'This deposit has no receipt');

export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const signer = uploadSigner(app.config);
  const storage = storageFor(app.config);

  app.get('/front/deposit-channels', async (request): Promise<DepositChannel[]> =>
    listChannels(db, request.tenant.id, requestLanguage(request.headers['accept-language'], request.tenant)),
  );

  app.post('/front/user-account/deposits', async (request): Promise<FundRequest> => {
    const owner = await ownerOf(request);
    const body = parseBody(depositBody, request.body);
    return createDeposit(db, owner, {
      channelId: body.channelId,
      amountFen: toFen(body.amount),
      remark: body.remark ?? '',
    });
  });

  app.post('/front/user-account/certificate', async (request): Promise<CertificateResponse> => {
    const owner = await ownerOf(request);
    const body = parseBody(certificateBody, request.body);
    const deposit = await createDeposit(db, owner, {
      channelId: body.channelId,
      amountFen: toFen(body.amount),
      remark: body.remark ?? '',
    });
    return { deposit, upload: receiptUploadToken(owner, deposit.id, body.ext ?? 'jpg', signer) };
  });

  app.get('/front/user-account/deposits/:id/receipt-token', async (request): Promise<UploadToken> => {
    const owner = await ownerOf(request);
    const params = parseQuery(requestParams, request.params);
    const query = parseQuery(receiptTokenQuery, request.query);
    const deposit = await findRequest(db, owner, params.id);
    if (!deposit || deposit.kind !== 'DEPOSIT') throw requestNotFound();
    if (deposit.status !== 'PENDING')
      throw new AppError(409, 'REQUEST_STATE', 'This request has been decided already', {
        detail: deposit.status,
        fields: { status: deposit.status },
      });
    return receiptUploadToken(owner, deposit.id, query.ext, signer);
  });

  app.get('/front/user-account/deposits/:id/receipt', async (request, reply) => {
    const owner = await ownerOf(request);
    const params = parseQuery(requestParams, request.params);
    const deposit = await findRequest(db, owner, params.id);
    if (!deposit?.receipt_key) throw receiptNotFound();
    const file = await storage.get(deposit.receipt_key);
    if (!file) throw receiptNotFound();
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (file.size !== null) reply.header('content-length', file.size);
    return reply.send(file.body);
  });

  app.post('/front/user-account/update-deposit', async (request): Promise<FundRequest> => {
    const owner = await ownerOf(request);
    const body = parseBody(updateDepositBody, request.body);
    if (
      body.receiptKey !== undefined &&
      (!isOwnReceiptKey(owner, body.receiptKey) ||
        !(await storage.get(body.receiptKey).then((f) => (f?.body.destroy(), !!f))))
    ) {
      throw new AppError(400, 'RECEIPT_NOT_UPLOADED', 'Upload the receipt first', {
        fields: { receiptKey: 'RECEIPT_NOT_UPLOADED' },
      });
    }
    return updateDeposit(db, owner, {
      id: body.id,
      amountFen: body.amount === undefined ? undefined : toFen(body.amount),
      remark: body.remark,
      channelId: body.channelId,
      receiptKey: body.receiptKey,
    });
  });

  app.get('/front/user-account/operations', async (request): Promise<FundRequestList> => {
    const owner = await ownerOf(request);
    const q = parseQuery(fundRequestQuery, request.query);
    return listRequests(db, owner, q);
  });

  app.get('/front/user-account/queryDetail/:id', async (request): Promise<FundRequest> => {
    const owner = await ownerOf(request);
    return getRequest(db, owner, parseQuery(requestParams, request.params).id);
  });

  app.post('/front/user-account/withdrawals', async (request): Promise<FundRequest> => {
    const owner = await ownerOf(request);
    const body = parseBody(withdrawalBody, request.body);
    return createWithdrawal(db, owner, {
      amountFen: toFen(body.amount),
      channelId: body.channelId,
      account: body.account,
      payPassword: body.payPassword,
    });
  });
}
