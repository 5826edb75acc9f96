import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { OIDC_CLIENT, OIDC_DOMAIN } from './tests/support/oidc-provider';

// The school sign-in through a real browser: a local OpenID provider (tests/support/
// oidc-provider-server.ts) and a second app started with OIDC_* pointing at it, on ports of their
// own, so the main suite's app and speed stay as they are.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 100;
const PROVIDER_PORT = PORT + 100;
const APP_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-oidc-data-${PORT}`;

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-oidc',
  use: { ...base.use, baseURL: APP_URL },
  webServer: [
    {
      command: 'npx tsx tests/support/oidc-provider-server.ts',
      url: `http://127.0.0.1:${PROVIDER_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        OIDC_PROVIDER_PORT: String(PROVIDER_PORT),
        OIDC_REDIRECT_URI: `${APP_URL}/api/auth/oidc/callback`,
      },
    },
    {
      command: `rm -rf ${DATA_DIR} && npx tsx src/server/main.ts`,
      url: `${APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        PUBLIC_URL: APP_URL,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        OIDC_ISSUER: `http://127.0.0.1:${PROVIDER_PORT}`,
        OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
        OIDC_ALLOWED_DOMAINS: OIDC_DOMAIN,
        OIDC_BUTTON_LABEL: 'My School',
      },
    },
  ],
});
