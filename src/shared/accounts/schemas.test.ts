import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBody, passwordChangeBody, registerBody, studentAccessBody, teacherUpdateBody } from './schemas';

/** `path: message` of every issue, the way the API's 400 answer lists them. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  if (r.success) return [];
  return r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const pageForm = {
  teacherName: 'Ada Lovelace',
  email: 'Ada@School.EDU ',
  password: 'Str0ngPass',
  schoolName: 'Lincoln Middle School',
  className: 'Math',
  classCode: 'ab3xk9',
  period: 3,
};
const signupForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@school.edu',
  password: 'Str0ngPass',
  schoolName: 'Lincoln Middle School',
  className: 'Math',
};

describe('registerBody', () => {
  it('accepts the registration page form and normalises email and class code', () => {
    const v = registerBody.parse(pageForm);
    expect(v.email).toBe('ada@school.edu');
    expect(v.classCode).toBe('AB3XK9');
    expect(v.period).toBe(3);
  });

  it('accepts the sign-up form (first and last name, no class code, no period)', () => {
    const v = registerBody.parse(signupForm);
    expect(v).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', className: 'Math' });
    expect(v.classCode).toBeUndefined();
  });

  it('accepts the period as a string and turns an empty school name into null', () => {
    const v = registerBody.parse({ ...pageForm, period: '3', schoolName: '' });
    expect(v.period).toBe('3');
    expect(v.schoolName).toBeNull();
  });

  it('requires a name in one form or the other', () => {
    const { teacherName: _, ...noName } = pageForm;
    expect(issues(registerBody, noName)).toEqual(['teacherName: Teacher name is required']);
    expect(issues(registerBody, { ...pageForm, teacherName: '   ' })).toEqual([
      'teacherName: Teacher name is required',
    ]);
    // A first name alone is a name.
    expect(issues(registerBody, { ...signupForm, lastName: undefined })).toEqual([]);
  });

  it('requires a valid email', () => {
    expect(issues(registerBody, { ...pageForm, email: 'ada@school' })).toEqual([
      'email: Valid email is required',
    ]);
    const { email: _, ...noEmail } = pageForm;
    expect(issues(registerBody, noEmail)).toEqual(['email: Valid email is required']);
  });

  it('requires a class name', () => {
    expect(issues(registerBody, { ...pageForm, className: '  ' })).toEqual([
      'className: Class name is required',
    ]);
    const { className: _, ...noClass } = pageForm;
    expect(issues(registerBody, noClass)).toEqual(['className: Class name is required']);
  });

  it('applies the strength rule to the password', () => {
    expect(issues(registerBody, { ...pageForm, password: 'Ab1' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
    expect(issues(registerBody, { ...pageForm, password: 'abcdefgh' })).toEqual([
      'password: Password must have: an uppercase letter, a number',
    ]);
    const { password: _, ...noPassword } = pageForm;
    expect(issues(registerBody, noPassword)).toEqual(['password: Password is required']);
  });

  it('checks a given class code', () => {
    expect(issues(registerBody, { ...pageForm, classCode: 'ABC12' })[0]).toBe(
      'classCode: Class code must be at least 6 characters',
    );
    expect(issues(registerBody, { ...pageForm, classCode: 'ABC-123' })).toEqual([
      'classCode: Class code must be 6 to 12 letters or digits',
    ]);
  });
});

describe('studentAccessBody', () => {
  const access = {
    classCode: ' ab3xk9 ',
    firstName: ' Grace ',
    lastName: 'Hopper',
    email: 'Grace@School.edu',
    password: 'secret',
  };

  it('uppercases the class code, trims names, lowercases the email', () => {
    expect(studentAccessBody.parse(access)).toEqual({
      classCode: 'AB3XK9',
      firstName: 'Grace',
      lastName: 'Hopper',
      nickname: null,
      email: 'grace@school.edu',
      password: 'secret',
    });
  });

  it('keeps a nickname when given', () => {
    expect(studentAccessBody.parse({ ...access, nickname: ' Amazing Grace ' }).nickname).toBe(
      'Amazing Grace',
    );
  });

  it('says which field is missing', () => {
    expect(issues(studentAccessBody, {})).toEqual([
      'classCode: Class code is required',
      'firstName: First name is required',
      'lastName: Last name is required',
      'email: Valid email is required',
      'password: Password is required',
    ]);
    expect(issues(studentAccessBody, { ...access, firstName: ' ' })).toEqual([
      'firstName: First name is required',
    ]);
  });

  it('needs a password of at least 6 characters (no strength rule)', () => {
    expect(issues(studentAccessBody, { ...access, password: '12345' })).toEqual([
      'password: Password must be at least 6 characters',
    ]);
    expect(issues(studentAccessBody, { ...access, password: 'aaaaaa' })).toEqual([]);
  });

  it('rejects an email without @ and a short class code', () => {
    expect(issues(studentAccessBody, { ...access, email: 'grace.school.edu' })).toEqual([
      'email: Valid email is required',
    ]);
    // Both classCode rules fail; the API answers with the first.
    expect(issues(studentAccessBody, { ...access, classCode: 'ab3' })[0]).toBe(
      'classCode: Class code must be at least 6 characters',
    );
  });
});

describe('other account bodies', () => {
  it('loginBody requires email and password and lowercases the email', () => {
    expect(loginBody.parse({ email: ' Ada@School.edu', password: 'x' }).email).toBe('ada@school.edu');
    expect(issues(loginBody, {})).toEqual(['email: Email is required', 'password: Password is required']);
    expect(issues(loginBody, { email: '', password: '' })).toEqual([
      'email: Email is required',
      'password: Password is required',
    ]);
  });

  it('teacherUpdateBody refuses an empty update and a blank name', () => {
    expect(issues(teacherUpdateBody, {})).toEqual([': Nothing to update']);
    expect(issues(teacherUpdateBody, { name: ' ' })).toEqual(['name: Name is required']);
  });

  it('teacherUpdateBody leaves absent fields absent and clears the school with "" or null', () => {
    expect(teacherUpdateBody.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(teacherUpdateBody.parse({ schoolName: '' })).toEqual({ schoolName: null });
    expect(teacherUpdateBody.parse({ schoolName: null })).toEqual({ schoolName: null });
    expect(teacherUpdateBody.parse({ schoolName: ' Lincoln ' })).toEqual({ schoolName: 'Lincoln' });
  });

  it('passwordChangeBody applies the strength rule to the new password only', () => {
    expect(issues(passwordChangeBody, { currentPassword: 'old', newPassword: 'Str0ngPass' })).toEqual([]);
    expect(issues(passwordChangeBody, { currentPassword: '', newPassword: 'weakpass' })).toEqual([
      'currentPassword: Current password is required',
      'newPassword: Password must have: an uppercase letter, a number',
    ]);
  });
});
