import { describe, expect, it } from 'vitest';
import { hasAt, hasAtAndDot, isEmail, isSchoolEmail, normalizeEmail } from './email';

describe('hasAt (student forms)', () => {
  it.each([
    ['a@b', true],
    ['kid@school.edu', true],
    ['no-at-sign.edu', false],
    ['', false],
  ])('%j → %s', (email, ok) => {
    expect(hasAt(email)).toBe(ok);
  });
});

describe('hasAtAndDot (registration page)', () => {
  it.each([
    ['ada@school.edu', true],
    ['a@b.c', true],
    ['ada@school', false],
    ['ada.lovelace@school', false], // the dot must come after the @
    ['ada@.', false],
    ['school.edu', false],
    ['', false],
  ])('%j → %s', (email, ok) => {
    expect(hasAtAndDot(email)).toBe(ok);
  });
});

describe('isEmail (sign-up form and server)', () => {
  it.each([
    ['ada@school.edu', true],
    ['ada.lovelace+math@mail.k12.ca.us', true],
    ['a@b.c', true],
    ['ada@school', false],
    ['@school.edu', false],
    ['ada@', false],
    ['ada lovelace@school.edu', false],
    ['ada@@school.edu', false],
    ['ada@school.', false],
    ['', false],
  ])('%j → %s', (email, ok) => {
    expect(isEmail(email)).toBe(ok);
  });
});

describe('isSchoolEmail', () => {
  it.each([
    ['ada@lincoln.edu', true],
    ['ada@LINCOLN.EDU', true],
    ['ada@cs.uni.edu.au', true],
    ['ada@lincoln.k12.ca.us', true],
    ['ada@district.k12', true],
    ['ada@gmail.com', false],
    ['ada@education.com', false],
    ['ada@my.edumail.com', false],
  ])('%j → %s', (email, school) => {
    expect(isSchoolEmail(email)).toBe(school);
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Ada.Lovelace@School.EDU ')).toBe('ada.lovelace@school.edu');
  });
});
