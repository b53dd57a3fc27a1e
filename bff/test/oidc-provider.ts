import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

/**
 * A minimal OpenID Connect provider speaking the real HTTP shape (discovery, authorize
 * redirect, token endpoint, JWKS) so the BFF's real openid-client flow runs end to end.
 */
export interface ProviderUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
}

/** node:http does not wait for an async handler: a throw answers 500 rather than an unhandled rejection. */
const answering =
  (handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<unknown>): http.RequestListener =>
  (req, res) => {
    handler(req, res).catch((err: unknown) => res.writeHead(500).end(String(err)));
  };

/** `setUser` changes who signs in next (e.g. an unverified email); `email_verified` defaults to true. */
export async function startOidcProvider(initial: ProviderUser) {
  let user = initial;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce?: string; clientId: string }>();
  let issuer = '';
  const tokenRequests: Array<{ code: string | null; verifier: string | null; auth?: string }> = [];

  const server = http.createServer(
    answering(async (req, res) => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        });
      }
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        // The user "signs in" at the provider, which sends the browser back with a code.
        const code = `code-${Math.random().toString(36).slice(2)}`;
        codes.set(code, {
          nonce: url.searchParams.get('nonce') ?? undefined,
          clientId: url.searchParams.get('client_id')!,
        });
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', code);
        if (url.searchParams.get('state')) back.searchParams.set('state', url.searchParams.get('state')!);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const form = new URLSearchParams(body);
        const code = form.get('code');
        tokenRequests.push({ code, verifier: form.get('code_verifier'), auth: req.headers.authorization });
        const grant = code ? codes.get(code) : undefined;
        if (!grant) return json(400, { error: 'invalid_grant' });
        codes.delete(code!);
        const idToken = await new SignJWT({
          email: user.email,
          email_verified: user.email_verified ?? true,
          given_name: user.given_name,
          ...(grant.nonce ? { nonce: grant.nonce } : {}),
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
          .setIssuer(issuer)
          .setAudience(grant.clientId)
          .setSubject(user.sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        return json(200, { access_token: 'access-token', token_type: 'Bearer', expires_in: 300, id_token: idToken });
      }
      json(404, { error: 'not_found' });
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    tokenRequests,
    setUser: (next: ProviderUser) => void (user = next),
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
