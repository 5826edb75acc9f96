// Browser storage keys (docs/product.md#client-state): userType, currentClassId, studentId and
// studentMode live in both session and local storage; the class-code page's fallback values in
// session storage only. Every read and write goes through here, guarded for browsers that
// block storage (private modes, embedded frames).

export const SESSION_KEYS = {
  userType: 'userType',
  currentClassId: 'currentClassId',
  studentId: 'studentId',
  studentMode: 'studentMode',
} as const;

/** Values the class-code display falls back to when its query string is missing. */
export const CLASS_CODE_KEYS = {
  code: 'classCode',
  className: 'className',
  teacherName: 'teacherName',
} as const;

type Area = 'session' | 'local';
const area = (which: Area): Storage | undefined => {
  try {
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
};

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    /* storage full or blocked: these values are conveniences, never required */
  }
}

const writeBoth = (key: string, value: string | null) => {
  writeStorage('session', key, value);
  writeStorage('local', key, value);
};

/** After a student signs in (class code or email): marks this tab as being in student mode. */
export function rememberStudentSession(studentId: number, classId: number): void {
  writeBoth(SESSION_KEYS.userType, 'student');
  writeBoth(SESSION_KEYS.studentId, String(studentId));
  writeBoth(SESSION_KEYS.currentClassId, String(classId));
  writeBoth(SESSION_KEYS.studentMode, 'true');
}

/** After a teacher signs in: whatever a student did in this browser before no longer applies. */
export function rememberTeacherSession(): void {
  writeBoth(SESSION_KEYS.userType, 'teacher');
  writeBoth(SESSION_KEYS.studentId, null);
  writeBoth(SESSION_KEYS.studentMode, null);
}

/** On sign-out: forget who was here. */
export function clearSessionKeys(): void {
  for (const key of Object.values(SESSION_KEYS)) writeBoth(key, null);
}

export function rememberClassCode(values: { code: string; className: string; teacherName: string }): void {
  writeStorage('session', CLASS_CODE_KEYS.code, values.code);
  writeStorage('session', CLASS_CODE_KEYS.className, values.className);
  writeStorage('session', CLASS_CODE_KEYS.teacherName, values.teacherName);
}

/**
 * A device where a child signed in with a login card (a class tablet or Chromebook): the student
 * sign-in opens on the card's code, and a child signing out comes back to it. Kept past sign-out
 * on purpose: it says what the device is for, not who used it (docs/decisions/0163-signing-in-with-a-card.md).
 */
const CARD_DEVICE = 'cardDevice';
export const rememberCardDevice = () => writeStorage('local', CARD_DEVICE, 'true');
export const isCardDevice = () => readStorage('local', CARD_DEVICE) === 'true';
