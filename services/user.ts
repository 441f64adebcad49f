// User calls (spec section 7, /front/user). Each returns a Result; the session store and the auth pages decide
// what a failure means.
import type {
  ChangeEmailRequest, ChangePasswordRequest, CodeCheck, EmailAvailability, ForgetPasswordRequest, Locale,
  LoginRequest, LoginResponse, SendEmailCodeRequest, SignupRequest, UpdateProfileRequest, UserProfile,
  VerifyEmailCodeRequest, VerifyPromotionCodeRequest,
} from '@/contract';
import type { Http } from './http';
import { call, type Result } from './result';

const base = '/front/user';

export function login(http: Http, body: LoginRequest): Promise<Result<LoginResponse>> {
  return call(http.post<LoginResponse>(`${base}/login`, body));
}

export function signup(http: Http, body: SignupRequest): Promise<Result<LoginResponse | UserProfile>> {
  return call(http.post<LoginResponse | UserProfile>(`${base}/signup`, body));
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
  return call(http.put<unknown>(`${base}/language`, null, { params: { language } }));
}

export function changePassword(http: Http, body: ChangePasswordRequest): Promise<Result<unknown>> {
  return call(http.put<unknown>(`${base}/change-password`, body));
}

export function changeEmail(http: Http, body: ChangeEmailRequest): Promise<Result<UserProfile>> {
  return call(http.put<UserProfile>(`${base}/email`, body));
}
