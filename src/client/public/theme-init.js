// Runs before the app bundle so a dark-theme user never sees a white flash. It reads the same
// persisted zustand entry as lib/stores/app-store.ts ('classroom-storage'); light is the default.
try {
  const raw = localStorage.getItem('classroom-storage');
  const theme = raw ? JSON.parse(raw).state.theme : 'light';
  if (theme === 'dark') document.documentElement.classList.add('dark');
} catch {
  // No storage or bad JSON: stay light.
}
