// User calls (/front/user). Each returns a Result; the session store and the auth pages decide what a failure
// means. In the browser a login or sign-up answer arrives without its access token: the /api proxy keeps the
// token in an HttpOnly cookie (services/server/session/proxySession.ts), so page scripts only ever see a SessionGrant.
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  CodeCheck,
  EmailAvailability,
  ForgetPasswordRequest,
  Locale,
  LoginRequest,
  LoginResponse,
  SendEmailCodeRequest,
  SignupRequest,
  UpdateProfileRequest,
  UserProfile,
  VerifyEmailCodeRequest,
  VerifyPromotionCodeRequest,
} from '@/contract';
import type { Http } from './http';
import { call, type Result } from './result';

const base = '/front/user';

/** A login as the browser receives it: the profile and the expiry, the token itself kept in its cookie. */
export type SessionGrant = Omit<LoginResponse, 'accessToken'>;

export function login(http: Http, body: LoginRequest): Promise<Result<SessionGrant>> {
  return call(http.post<SessionGrant>(`${base}/login`, body));
}

export function signup(http: Http, body: SignupRequest): Promise<Result<SessionGrant | UserProfile>> {
  return call(http.post<SessionGrant | UserProfile>(`${base}/signup`, body));
}

/** True when a sign-up answer already logged the shopper in. */
export function isSessionGrant(value: SessionGrant | UserProfile): value is SessionGrant {
  return 'profile' in value && typeof value.profile === 'object' && value.profile !== null;
}

/** Ends this login on the server (its token stops working); the proxy expires the login cookies. */
export function logout(http: Http): Promise<Result<unknown>> {
  return call(http.post<unknown>(`${base}/logout`));
}

/** Ends every login of this shopper, on every device. */
export function logoutAll(http: Http): Promise<Result<unknown>> {
  return call(http.post<unknown>(`${base}/logout-all`));
}

export function sendEmailCode(http: Http, body: SendEmailCodeRequest): Promise<Result<unknown>> {
  return call(http.post<unknown>(`${base}/send-email-code`, body));
}

export function verifyEmailCode(http: Http, body: VerifyEmailCodeRequest): Promise<Result<CodeCheck>> {
  return call(http.post<CodeCheck>(`${base}/verify-email-code`, body));
}

export function verifyPromotionCode(http: Http, body: VerifyPromotionCodeRequest): Promise<Result<CodeCheck>> {
  return call(http.post<CodeCheck>(`${base}/verify-email-promotion-code`, body));
}

export function forgetPassword(http: Http, body: ForgetPasswordRequest): Promise<Result<unknown>> {
  return call(http.post<unknown>(`${base}/forget-password`, body));
}

export function checkEmailAvailable(http: Http, email: string): Promise<Result<EmailAvailability>> {
  return call(http.get<EmailAvailability>(`${base}/check-email-available`, { params: { email } }));
}

export function getProfile(http: Http): Promise<Result<UserProfile>> {
  return call(http.get<UserProfile>(`${base}/profile`));
}

export function updateProfile(http: Http, body: UpdateProfileRequest): Promise<Result<UserProfile>> {
  return call(http.put<UserProfile>(`${base}/profile`, body));
}

export function updateLanguage(http: Http, language: Locale): Promise<Result<unknown>> {
  // No body at all, as the other bodiless calls: a null body goes out form-encoded, which the API refuses (415).
  return call(http.put<unknown>(`${base}/language`, undefined, { params: { language } }));
}

export function changePassword(http: Http, body: ChangePasswordRequest): Promise<Result<unknown>> {
  return call(http.put<unknown>(`${base}/change-password`, body));
}

export function changeEmail(http: Http, body: ChangeEmailRequest): Promise<Result<UserProfile>> {
  return call(http.put<UserProfile>(`${base}/email`, body));
}
