import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginSchema,
  PASSWORD_MIN_LENGTH,
  resetPasswordSchema,
  signupSchema,
  userSchema,
} from './auth';

/** Each failing field with its messages, in the order zod reports them. */
function fieldErrors(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('PASSWORD_MIN_LENGTH', () => {
  it('is 6', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });
});

describe('loginSchema', () => {
  it('accepts a username or an e-mail with a password of 6 characters', () => {
    expect(loginSchema.parse({ username: ' wanjiku ', password: 'secret' })).toStrictEqual({
      username: 'wanjiku',
      password: 'secret',
    });
    expect(
      loginSchema.parse({ username: 'wanjiku@example.co.ke', password: ' pass 1 ' }),
    ).toStrictEqual({ username: 'wanjiku@example.co.ke', password: ' pass 1 ' });
  });

  it('requires both fields', () => {
    expect(fieldErrors(loginSchema, {})).toStrictEqual([
      ['username', 'Please input your email or username!'],
      ['password', 'Please input your password!'],
    ]);
    expect(fieldErrors(loginSchema, { username: '  ', password: '' })).toStrictEqual([
      ['username', 'Please input your email or username!'],
      ['password', 'Please input your password!'],
    ]);
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(fieldErrors(loginSchema, { username: 'wanjiku', password: '12345' })).toStrictEqual([
      ['password', 'Password must be at least 6 characters!'],
    ]);
  });
});

describe('signupSchema', () => {
  const valid = {
    firstname: 'Achieng',
    lastname: 'Otieno',
    email: 'achieng@example.co.ke',
    contact_number: '0712 345 678',
    national_id: '12345678',
    role: 'customer',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a valid signup and outputs canonical values', () => {
    expect(signupSchema.parse({ ...valid, email: ' achieng@example.co.ke ' })).toStrictEqual({
      ...valid,
      contact_number: '0712345678',
      role: 'CUSTOMER',
    });
  });

  it('leaves first and last names optional', () => {
    const { firstname, lastname, ...withoutNames } = valid;
    expect(signupSchema.safeParse(withoutNames).success).toBe(true);
  });

  it.each([
    ['SACCO', 'SACCO'],
    ['sacco', 'SACCO'],
    ['customer', 'CUSTOMER'],
    ['CUSTOMER', 'CUSTOMER'],
    [' Customer ', 'CUSTOMER'],
    ['user', 'CUSTOMER'],
  ])('accepts the self-chosen role %j as %s', (role, expected) => {
    expect(signupSchema.parse({ ...valid, role }).role).toBe(expected);
  });

  it.each(['SYSTEM_ADMIN', 'admin', 'STATION_ADMIN', 'OWNER', 'driver', 'pilot', ''])(
    'rejects the role %j',
    (role) => {
      expect(fieldErrors(signupSchema, { ...valid, role })).toStrictEqual([
        ['role', 'Please select a role!'],
      ]);
    },
  );

  it('reports every missing field with its message', () => {
    expect(fieldErrors(signupSchema, {})).toStrictEqual([
      ['email', 'Please input a valid email!'],
      ['contact_number', 'Phone number is required!'],
      ['national_id', 'Please input your id-number!'],
      ['role', 'Please select a role!'],
      ['password', 'Please input your password!'],
      ['confirmPassword', 'Please confirm your password!'],
    ]);
  });

  it.each(['', 'achieng', 'achieng@', 'achieng@example'])('rejects the e-mail %j', (email) => {
    expect(fieldErrors(signupSchema, { ...valid, email })).toStrictEqual([
      ['email', 'Please input a valid email!'],
    ]);
  });

  it('rejects a phone number that is not 07 and 8 digits', () => {
    expect(fieldErrors(signupSchema, { ...valid, contact_number: '0812 345 678' })).toStrictEqual([
      ['contact_number', 'Phone number must start with 07 and be 10 digits long!'],
    ]);
  });

  it('rejects a blank national id', () => {
    expect(fieldErrors(signupSchema, { ...valid, national_id: '  ' })).toStrictEqual([
      ['national_id', 'Please input your id-number!'],
    ]);
  });

  it('rejects a short password', () => {
    expect(
      fieldErrors(signupSchema, { ...valid, password: 'abc', confirmPassword: 'abc' }),
    ).toStrictEqual([['password', 'Password must be at least 6 characters!']]);
  });

  it('reports mismatched passwords on the confirmation field', () => {
    expect(fieldErrors(signupSchema, { ...valid, confirmPassword: 'secret2' })).toStrictEqual([
      ['confirmPassword', 'The two passwords do not match!'],
    ]);
  });

  it('reports a mismatch together with other fields’ errors', () => {
    expect(
      fieldErrors(signupSchema, { ...valid, email: 'nope', confirmPassword: 'secret2' }),
    ).toStrictEqual([
      ['email', 'Please input a valid email!'],
      ['confirmPassword', 'The two passwords do not match!'],
    ]);
  });

  it('reports a mismatch when both passwords are too short', () => {
    expect(
      fieldErrors(signupSchema, { ...valid, password: 'abc', confirmPassword: 'abcd' }),
    ).toStrictEqual([
      ['password', 'Password must be at least 6 characters!'],
      ['confirmPassword', 'The two passwords do not match!'],
    ]);
  });

  it('does not report a mismatch while the password is missing', () => {
    expect(fieldErrors(signupSchema, { ...valid, password: '', confirmPassword: 'abcd' })).toEqual([
      ['password', expect.any(String)],
    ]);
  });
});

describe('resetPasswordSchema', () => {
  it('accepts an e-mail address', () => {
    expect(resetPasswordSchema.parse({ username: ' baraka@example.com ' })).toStrictEqual({
      username: 'baraka@example.com',
    });
  });

  it.each([{}, { username: '' }, { username: '   ' }])('requires the e-mail, given %j', (input) => {
    expect(fieldErrors(resetPasswordSchema, input)).toStrictEqual([
      ['username', 'Please input your email!'],
    ]);
  });

  it('rejects something that is not an e-mail address', () => {
    expect(fieldErrors(resetPasswordSchema, { username: 'baraka' })).toStrictEqual([
      ['username', 'Please input a valid email!'],
    ]);
  });
});

describe('userSchema', () => {
  const user = {
    id: 7,
    firstname: 'Achieng',
    lastname: 'Otieno',
    username: 'achieng',
    email: 'achieng@example.co.ke',
    role: 'SACCO',
    status: 'pending',
    national_id: '12345678',
    contact_number: '0712345678',
    phone_number: '0712345678',
    profile_image: null,
    name: 'Achieng Otieno',
  };

  it('accepts the public user shape', () => {
    expect(userSchema.parse(user)).toStrictEqual(user);
    expect(userSchema.parse({ ...user, profile_image: '/uploads/a.png' }).profile_image).toBe(
      '/uploads/a.png',
    );
  });

  it('strips password fields so they can never be serialized', () => {
    const parsed = userSchema.parse({ ...user, password: 'secret1', password_hash: '$argon2id$' });
    expect(parsed).toStrictEqual(user);
  });

  it('accepts only canonical roles and known statuses', () => {
    expect(
      fieldErrors(userSchema, { ...user, role: 'sacco' }).map(([field]) => field),
    ).toStrictEqual(['role']);
    expect(
      fieldErrors(userSchema, { ...user, status: 'deleted' }).map(([field]) => field),
    ).toStrictEqual(['status']);
  });
});
