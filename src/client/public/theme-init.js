// Runs before the app bundle so a dark-theme user never sees a white flash. It reads the same
// persisted zustand entry as lib/stores/app-store.ts ('classroom-storage'): a stored 'light' or
// 'dark' is the teacher's choice; anything else follows the device (prefers-color-scheme).
try {
  const raw = localStorage.getItem('classroom-storage');
  const choice = raw ? JSON.parse(raw).state.theme : 'system';
  const dark =
    choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
} catch {
  // No storage or bad JSON: stay light.
}
