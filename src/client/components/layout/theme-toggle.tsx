import { Button } from '@client/components/ui/button';
import { useAppStore, useShownTheme } from '@client/lib/stores/app-store';
import { Moon, Sun } from 'lucide-react';

export function ThemeToggle() {
  const theme = useShownTheme((s) => s.theme);
  const toggleTheme = useAppStore((s) => s.toggleTheme);
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggleTheme}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
