import {
  EMAIL_MAX_LENGTH,
  collectErrors,
  normaliseEmail,
  validateEmail,
  validateEmailCode,
  validateName,
  validateNewPassword,
  validatePasswordConfirmation,
  validatePhone,
  validateRequired,
  validateSecondEmail,
} from '@/components/common/form/validation';
import { EMAIL_CODE_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract';

describe('validateEmail', () => {
  it.each(['demo@globalbuy.test', ' a.b+tag@sub.example.co ', 'عربي@مثال.سعودية'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });
  it('requires a value', () => {
    expect(validateEmail('   ')).toBe('REQUIRED');
  });
  it.each(['plain', 'a@b', 'a@@b.com', 'a b@c.com', 'a@.com', 'a@b.', '@b.com'])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe('INVALID_EMAIL');
  });
  it('rejects an address longer than the SMTP limit', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH);
    expect(validateEmail(`${local}@b.com`)).toBe('EMAIL_TOO_LONG');
  });
});

describe('validateNewPassword', () => {
  it('uses the contract bounds', () => {
    expect(validateNewPassword('a1'.repeat(PASSWORD_MIN_LENGTH / 2))).toBeNull();
    expect(validateNewPassword(`a1${'x'.repeat(PASSWORD_MIN_LENGTH - 3)}`)).toBe('PASSWORD_TOO_SHORT');
    expect(validateNewPassword(`a1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`)).toBeNull();
    expect(validateNewPassword(`a1${'x'.repeat(PASSWORD_MAX_LENGTH - 1)}`)).toBe('PASSWORD_TOO_LONG');
  });
  it('requires a letter and a digit', () => {
    expect(validateNewPassword('12345678')).toBe('PASSWORD_TOO_WEAK');
    expect(validateNewPassword('password')).toBe('PASSWORD_TOO_WEAK');
    expect(validateNewPassword('Shopper2026!')).toBeNull();
    expect(validateNewPassword('пароль2026')).toBeNull();
  });
  it('requires a value', () => {
    expect(validateNewPassword('')).toBe('REQUIRED');
  });
});

describe('validatePasswordConfirmation', () => {
  it('matches exactly', () => {
    expect(validatePasswordConfirmation('Secret123', 'Secret123')).toBeNull();
    expect(validatePasswordConfirmation('Secret123', 'secret123')).toBe('PASSWORDS_DO_NOT_MATCH');
    expect(validatePasswordConfirmation('Secret123', '')).toBe('REQUIRED');
  });
});

describe('validatePhone', () => {
  it('is optional', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('  ')).toBeNull();
  });
  it.each(['+856 20 5555 1234', '(020) 555-1234', '0244123456'])('accepts %s', (phone) => {
    expect(validatePhone(phone)).toBeNull();
  });
  it.each(['12345', '+1234567890123456', 'call me', '12a456789'])('rejects %s', (phone) => {
    expect(validatePhone(phone)).toBe('INVALID_PHONE');
  });
});

describe('other rules', () => {
  it('name is required and bounded', () => {
    expect(validateName(' ')).toBe('REQUIRED');
    expect(validateName('x'.repeat(NAME_MAX_LENGTH))).toBeNull();
    expect(validateName('x'.repeat(NAME_MAX_LENGTH + 1))).toBe('NAME_TOO_LONG');
  });
  it('email code has the contract length in digits', () => {
    expect(validateEmailCode('1'.repeat(EMAIL_CODE_LENGTH))).toBeNull();
    expect(validateEmailCode('1'.repeat(EMAIL_CODE_LENGTH - 1))).toBe('INVALID_CODE');
    expect(validateEmailCode('abcdef')).toBe('INVALID_CODE');
    expect(validateEmailCode('')).toBe('REQUIRED');
  });
  it('second email is optional, valid and not the login email', () => {
    expect(validateSecondEmail('', 'a@b.com')).toBeNull();
    expect(validateSecondEmail('nope', 'a@b.com')).toBe('INVALID_EMAIL');
    expect(validateSecondEmail(' A@B.com ', 'a@b.com')).toBe('SAME_AS_EMAIL');
    expect(validateSecondEmail('c@d.com', 'a@b.com')).toBeNull();
  });
  it('required trims', () => {
    expect(validateRequired(' x ')).toBeNull();
    expect(validateRequired('  ')).toBe('REQUIRED');
  });
  it('normalises emails for comparison', () => {
    expect(normaliseEmail('  Demo@GlobalBuy.Test ')).toBe('demo@globalbuy.test');
  });
  it('collects only failures', () => {
    expect(collectErrors({ email: validateEmail('x'), phone: validatePhone('') })).toEqual({ email: 'INVALID_EMAIL' });
  });
});
