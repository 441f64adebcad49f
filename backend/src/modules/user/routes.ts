// /front/user: email codes, sign-up, login, forgotten password, email availability, profile, language,
// password and email changes. (Addresses, billing addresses and warehouses live in their own module.)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/validation';
import { emailCodeMail } from '../mail/templates';
import {
  CODE_TTL_SECONDS,
  RESEND_AFTER_SECONDS,
  checkSendLimits,
  consumeCode,
  generateCode,
  proveEmailOwnership,
  recordVerification,
  storeCode,
} from './emailCodes';
import { CODE_CHECKS, EMAIL_CHECKS } from './clientLimits';
import { requestLanguage } from './language';
import { beginLoginAttempt } from './loginThrottle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  accountOf,
  emailTaken,
  endAllSessions,
  endSession,
  findUserByEmail,
  insertUser,
  isPromotionCodeValid,
  loginResponse,
  toProfile,
  updateUser,
} from './service';
import {
  changeEmailBody,
  changePasswordBody,
  emailQuery,
  forgetPasswordBody,
  languageQuery,
  loginBody,
  sendCodeBody,
  signupBody,
  updateProfileBody,
  verifyCodeBody,
  verifyPromotionBody,
} from './validation';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'The email or the password is not correct');

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const base = '/front/user';

  /** The one way these routes require a logged-in shopper: the token's user and their account row. */
  const currentUser = async (request: FastifyRequest) => {
    const auth = await request.requireUser();
    return { auth, user: await accountOf(db, auth) };
  };

  app.post(`${base}/send-email-code`, async (request) => {
    const { email, purpose } = parseBody(sendCodeBody, request.body);
    const tenant = request.tenant;
    await checkSendLimits(db, tenant.id, email, request.ip);
    const answer = { sent: true, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_AFTER_SECONDS };
    // A registered shopper gets the mail in their own language; a newcomer in the browser's (if offered).
    const user = await findUserByEmail(db, tenant.id, email);
    const code = generateCode();
    // Stored either way, so the resend limits answer alike for every address.
    await storeCode(db, { tenantId: tenant.id, email, purpose: purpose ?? null }, code, request.ip);
    // A reset code for an address without an account is not mailed, and the answer does not say so.
    if (purpose === 'RESET_PASSWORD' && !user) return answer;
    const language = user?.language ?? requestLanguage(request.headers['accept-language'], tenant);
    const content = emailCodeMail(language, tenant.name, code, CODE_TTL_SECONDS / 60);
    await app.mailer.send({ tenantId: tenant.id, to: email, subject: content.subject, text: content.text, code });
    return answer;
  });

  app.post(`${base}/verify-email-code`, async (request) => {
    const { email, verificationCode, purpose } = parseBody(verifyCodeBody, request.body);
    app.rateLimits.take(CODE_CHECKS, request.ip);
    const use = { tenantId: request.tenant.id, email, purpose: purpose ?? null };
    const used = await consumeCode(db, use, verificationCode);
    await recordVerification(db, use, used, request.ip);
    return { valid: true };
  });

  app.post(`${base}/verify-email-promotion-code`, async (request) => {
    const { promotionCode } = parseBody(verifyPromotionBody, request.body);
    return { valid: await isPromotionCodeValid(db, request.tenant.id, promotionCode) };
  });

  app.get(`${base}/check-email-available`, async (request) => {
    const { email } = parseQuery(emailQuery, request.query);
    app.rateLimits.take(EMAIL_CHECKS, request.ip);
    return { available: !(await findUserByEmail(db, request.tenant.id, email)) };
  });

  app.post(`${base}/signup`, async (request) => {
    const body = parseBody(signupBody, request.body);
    const tenant = request.tenant;
    if (await findUserByEmail(db, tenant.id, body.email)) throw emailTaken();
    if (body.promotionCode && !(await isPromotionCodeValid(db, tenant.id, body.promotionCode))) {
      throw validationError({ promotionCode: 'PROMOTION_CODE_INVALID' }, 'This promotion code is not valid');
    }
    // Outside a transaction on purpose: a wrong guess must count even though the request fails.
    await proveEmailOwnership(
      db,
      { tenantId: tenant.id, email: body.email, purpose: 'SIGNUP' },
      { code: body.verificationCode, ip: request.ip },
    );
    const user = await insertUser(db, {
      tenantId: tenant.id,
      email: body.email,
      name: body.name,
      phoneNumber: body.phoneNumber ?? null,
      secondEmail: body.secondEmail ?? null,
      passwordHash: await hashPassword(body.loginPassword),
      language: requestLanguage(request.headers['accept-language'], tenant),
      promotionCode: body.promotionCode ?? null,
    });
    request.log.info({ userId: user.id, tenantId: tenant.id }, 'user signed up');
    return loginResponse(db, user);
  });

  app.post(`${base}/login`, async (request) => {
    const { email, password } = parseBody(loginBody, request.body);
    // Throttled before the password is checked (429 even for the right one), unknown emails alike.
    const attempt = await beginLoginAttempt(db, { tenantId: request.tenant.id, email, ip: request.ip });
    const user = await findUserByEmail(db, request.tenant.id, email);
    // Same work whether or not the account exists, so timing does not tell which part was wrong.
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      await attempt.failed();
      throw invalidCredentials();
    }
    await attempt.succeeded();
    return loginResponse(db, user);
  });

  // 204: the calling token (logout) or every token of the shopper (logout-all) stops working at once.
  app.post(`${base}/logout`, async (request, reply) => {
    const { auth } = await currentUser(request);
    await endSession(db, auth);
    return reply.status(204).send();
  });

  app.post(`${base}/logout-all`, async (request, reply) => {
    const { auth } = await currentUser(request);
    await endAllSessions(db, auth.id);
    return reply.status(204).send();
  });

  app.post(`${base}/forget-password`, async (request) => {
    const { email, verificationCode, newPassword } = parseBody(forgetPasswordBody, request.body);
    app.rateLimits.take(CODE_CHECKS, request.ip);
    // The code is checked first and the answer is the same whether or not the address has an account: only
    // someone who reads the mailbox learns anything.
    await proveEmailOwnership(
      db,
      { tenantId: request.tenant.id, email, purpose: 'RESET_PASSWORD' },
      { code: verificationCode, ip: request.ip },
    );
    const user = await findUserByEmail(db, request.tenant.id, email);
    if (user) {
      await updateUser(db, user, { password_hash: await hashPassword(newPassword) });
      // A reset password logs every device out.
      await endAllSessions(db, user.id);
    }
    return { success: true };
  });

  app.get(`${base}/profile`, async (request) => {
    const { user } = await currentUser(request);
    return toProfile(db, user);
  });

  app.put(`${base}/profile`, async (request) => {
    const { user } = await currentUser(request);
    const body = parseBody(updateProfileBody, request.body);
    const secondEmail = body.secondEmail === undefined ? user.second_email : body.secondEmail;
    if (secondEmail && secondEmail === user.email) throw validationError({ secondEmail: 'SAME_AS_EMAIL' });
    const updated = await updateUser(db, user, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.phoneNumber !== undefined ? { phone_number: body.phoneNumber } : {}),
      ...(body.secondEmail !== undefined ? { second_email: body.secondEmail } : {}),
    });
    return toProfile(db, updated);
  });

  app.put(`${base}/language`, async (request) => {
    const { user } = await currentUser(request);
    const { language } = parseQuery(languageQuery, request.query);
    if (!request.tenant.supported_languages.includes(language)) {
      throw validationError({ language: 'UNSUPPORTED_LANGUAGE' }, 'This site is not offered in that language');
    }
    return toProfile(db, await updateUser(db, user, { language }));
  });

  app.put(`${base}/change-password`, async (request) => {
    const { auth, user } = await currentUser(request);
    const { oldPassword, newPassword } = parseBody(changePasswordBody, request.body);
    if (!(await verifyPassword(oldPassword, user.password_hash))) {
      throw validationError({ oldPassword: 'WRONG_PASSWORD' }, 'The current password is not correct');
    }
    await updateUser(db, user, { password_hash: await hashPassword(newPassword) });
    // Other sessions end; this one stays logged in.
    await endAllSessions(db, user.id, auth);
    return { success: true };
  });

  app.put(`${base}/email`, async (request) => {
    const { user } = await currentUser(request);
    const { loginPassword, email, verificationCode } = parseBody(changeEmailBody, request.body);
    if (!(await verifyPassword(loginPassword, user.password_hash))) {
      throw validationError({ loginPassword: 'WRONG_PASSWORD' }, 'The password is not correct');
    }
    if (email === user.email) throw validationError({ email: 'SAME_AS_CURRENT' }, 'This is already your email');
    if (await findUserByEmail(db, request.tenant.id, email)) throw emailTaken();
    // The code went to the new address: that proves the shopper reads it.
    await proveEmailOwnership(
      db,
      { tenantId: request.tenant.id, email, purpose: 'CHANGE_EMAIL' },
      { code: verificationCode, ip: request.ip },
    );
    return toProfile(db, await updateUser(db, user, { email }));
  });
}
