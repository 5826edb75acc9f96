// The test provider as a process, for the browser test's Playwright config: the school's
// identity provider on a loopback port (OIDC_PROVIDER_PORT), sending browsers back to
// OIDC_REDIRECT_URI.
import { startOidcProvider } from './oidc-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT);
const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!port || !redirectUri) throw new Error('OIDC_PROVIDER_PORT and OIDC_REDIRECT_URI are required');
const provider = await startOidcProvider({ port, redirectUris: [redirectUri] });
console.log(`test OpenID provider at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
