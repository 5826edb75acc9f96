import type { Me } from '@shared/accounts/schemas';

// Whose device data this is: the persisted query cache and the queued writes belong to one
// signed-in account (decisions 0097, 0098). The last account seen is remembered in local
// storage, so a reload without a network knows whose cache to open before the server can say.

const POINTER = 'remote-chalk-offline-account';

let current: string | null = readPointer();

function readPointer() {
  try {
    return localStorage.getItem(POINTER);
  } catch {
    return null;
  }
}

/** 'teacher:5', 'student:12', 'family:3', or null when nobody is signed in. */
export const accountOf = (me: Me | undefined): string | null => {
  if (!me || me.kind === 'none') return null;
  if (me.kind === 'teacher') return `teacher:${me.teacher.id}`;
  if (me.kind === 'family') return `family:${me.family.id}`;
  return `student:${me.student.id}`;
};

export const currentAccount = () => current;

/** Records who is signed in now; answers the account that was before, when it changed. */
export function setCurrentAccount(account: string | null): string | null | undefined {
  if (account === current) return undefined;
  const before = current;
  current = account;
  try {
    if (account) localStorage.setItem(POINTER, account);
    else localStorage.removeItem(POINTER);
  } catch {
    // Private mode without storage: the cache then lasts for the page only.
  }
  return before;
}
