// The e2e suite drives Debian's Chromium (no browser downloads on these machines).
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `Chromium not found at ${path}.\nInstall it with:  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium or Chrome binary).`,
  );
  process.exit(1);
}
