// Accounts: sign-up, login, email codes, the profile and the shopper's saved addresses and warehouses.
import { z } from 'zod';
import { emailQuery, languageQuery } from '../../modules/user/validation';
import { eventsQuery } from '../../modules/events/validation';
import { langQuery } from '../../modules/notifications/validation';
import { op } from '../operation';

const sent = z.object({ sent: z.literal(true), expiresInSeconds: z.number(), resendAfterSeconds: z.number() });
const success = z.object({ success: z.literal(true) });
const codeErrors: Array<[number, string]> = [[400, 'CODE_INVALID'], [400, 'CODE_EXPIRED']];

export const userOperations = [
  op({ method: 'POST', path: '/front/user/send-email-code', tag: 'user', summary: 'Mail a six-digit code', access: 'public', body: 'SendEmailCodeRequest', response: sent,
    errors: [[429, 'TOO_MANY_REQUESTS']], example: { email: 'shopper@example.com', purpose: 'SIGNUP' } }),
  op({ method: 'POST', path: '/front/user/verify-email-code', tag: 'user', summary: 'Check a mailed code', access: 'public', body: 'VerifyEmailCodeRequest', response: 'CodeCheck', errors: codeErrors,
    example: { email: 'shopper@example.com', verificationCode: '123456', purpose: 'SIGNUP' } }),
  op({ method: 'POST', path: '/front/user/verify-email-promotion-code', tag: 'user', summary: 'Check a promotion code', access: 'public', body: 'VerifyPromotionCodeRequest', response: 'CodeCheck' }),
  op({ method: 'GET', path: '/front/user/check-email-available', tag: 'user', summary: 'Whether an email can sign up', access: 'public', query: emailQuery, response: 'EmailAvailability' }),
  op({ method: 'POST', path: '/front/user/signup', tag: 'user', summary: 'Create an account and log in', access: 'public', body: 'SignupRequest', response: 'LoginResponse',
    errors: [...codeErrors, [400, 'CODE_REQUIRED']], fieldCodes: ['EMAIL_TAKEN', 'PASSWORD_TOO_WEAK'],
    example: { name: 'Ana', email: 'shopper@example.com', loginPassword: 'secret123', verificationCode: '123456' } }),
  op({ method: 'POST', path: '/front/user/login', tag: 'user', summary: 'Log in with email and password', access: 'public', body: 'LoginRequest', response: 'LoginResponse',
    errors: [[401, 'INVALID_CREDENTIALS'], [429, 'TOO_MANY_REQUESTS']], example: { email: 'shopper@example.com', password: 'secret123' } }),
  op({ method: 'POST', path: '/front/user/logout', tag: 'user', summary: 'End this session', access: 'session', response: null }),
  op({ method: 'POST', path: '/front/user/logout-all', tag: 'user', summary: "End all of the shopper's sessions", access: 'session', response: null }),
  op({ method: 'POST', path: '/front/user/forget-password', tag: 'user', summary: 'Set a new password with a mailed code', access: 'public', body: 'ForgetPasswordRequest', response: success, errors: codeErrors }),
  op({ method: 'GET', path: '/front/user/profile', tag: 'user', summary: "The shopper's profile", access: 'session', response: 'UserProfile' }),
  op({ method: 'PUT', path: '/front/user/profile', tag: 'user', summary: 'Change name, phone or second email', access: 'session', body: 'UpdateProfileRequest', response: 'UserProfile' }),
  op({ method: 'PUT', path: '/front/user/language', tag: 'user', summary: "Change the shopper's language", access: 'session', query: languageQuery, response: 'UserProfile' }),
  op({ method: 'PUT', path: '/front/user/change-password', tag: 'user', summary: 'Change the login password', access: 'session', body: 'ChangePasswordRequest', response: success, example: { oldPassword: 'secret123', newPassword: 'better456' },
    fieldCodes: ['WRONG_PASSWORD'] }),
  op({ method: 'PUT', path: '/front/user/email', tag: 'user', summary: 'Change the login email with a mailed code', access: 'session', body: 'ChangeEmailRequest', response: 'UserProfile',
    errors: codeErrors, fieldCodes: ['WRONG_PASSWORD', 'EMAIL_TAKEN'] }),
  op({ method: 'GET', path: '/front/user/addresses', tag: 'addresses', summary: 'Delivery addresses', access: 'session', response: { listOf: 'UserAddress' } }),
  op({ method: 'POST', path: '/front/user/addresses', tag: 'addresses', summary: 'Add or change a delivery address', access: 'session', body: 'SaveAddressRequest', response: 'UserAddress',
    example: { recipient: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Lisboa', street: 'Rua Augusta 1', postcode: '1100-048' },
    errors: [[404, 'ADDRESS_NOT_FOUND'], [409, 'TOO_MANY_ADDRESSES']] }),
  op({ method: 'DELETE', path: '/front/user/addresses/:id', tag: 'addresses', summary: 'Delete a delivery address', access: 'session', response: { listOf: 'UserAddress' }, errors: [[404, 'ADDRESS_NOT_FOUND']] }),
  op({ method: 'GET', path: '/front/user/billing-addresses', tag: 'addresses', summary: 'Billing addresses', access: 'session', response: { listOf: 'BillingAddress' } }),
  op({ method: 'POST', path: '/front/user/billing-addresses', tag: 'addresses', summary: 'Add or change a billing address', access: 'session', body: 'SaveBillingAddressRequest', response: 'BillingAddress',
    errors: [[404, 'ADDRESS_NOT_FOUND'], [409, 'TOO_MANY_ADDRESSES']] }),
  op({ method: 'DELETE', path: '/front/user/billing-addresses/:id', tag: 'addresses', summary: 'Delete a billing address', access: 'session', response: { listOf: 'BillingAddress' }, errors: [[404, 'ADDRESS_NOT_FOUND']] }),
  op({ method: 'GET', path: '/front/user/warehouses', tag: 'addresses', summary: "The shopper's chosen warehouses", access: 'session', response: { listOf: 'UserWarehouse' } }),
  op({ method: 'POST', path: '/front/user/warehouses', tag: 'addresses', summary: 'Choose a warehouse', access: 'session', body: 'SaveUserWarehouseRequest', response: 'UserWarehouse', example: { tenantWarehouseId: 'w1' }, errors: [[404, 'WAREHOUSE_NOT_FOUND']] }),
  op({ method: 'DELETE', path: '/front/user/warehouses/:id', tag: 'addresses', summary: 'Forget a chosen warehouse', access: 'session', response: { listOf: 'UserWarehouse' }, errors: [[404, 'WAREHOUSE_NOT_FOUND']] }),
  op({ method: 'GET', path: '/front/user-notifications', tag: 'notifications', summary: "The shopper's notifications, newest first, written in `lang` (else Accept-Language) within the tenant's languages", access: 'session', query: 'UserNotificationQuery', response: { pageOf: 'UserNotification' } }),
  op({ method: 'POST', path: '/front/user-notifications/read-all', tag: 'notifications', summary: 'Mark all as read', access: 'session', response: 'ReadAllNotificationsResult' }),
  op({ method: 'POST', path: '/front/user-notifications/:id/read', tag: 'notifications', summary: 'Mark one as read', access: 'session', query: langQuery, response: 'UserNotification', errors: [[404, 'NOTIFICATION_NOT_FOUND']] }),
  op({ method: 'GET', path: '/front/events', tag: 'notifications', summary: "Live status of the shopper's orders, payments, parcels, transit orders and notifications (server-sent events; `Last-Event-ID` or `after` catches up on the last 24 hours)", access: 'session', query: eventsQuery, response: 'event-stream',
    errors: [[429, 'TOO_MANY_STREAMS'], [503, 'LIVE_STREAMS_BUSY']] }),
];
