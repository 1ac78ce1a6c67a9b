import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

/** A person the provider can sign in: the claims it vouches for. */
export type ProviderPerson = { sub: string; email: string; email_verified: boolean; given_name: string; family_name: string };

export type OpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The query of every authorization request the provider received, in order. */
  authorizationRequests: URLSearchParams[];
  addPerson(person: ProviderPerson): void;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (oidc-provider, the certified implementation) on a random local port,
 * with one confidential client whose only redirect URI is Kritzel's callback and PKCE required.
 * Its two interaction pages are plain forms, so a test can drive them with fetch or a browser:
 * `/interaction/:uid` asks for the person's e-mail (login), then asks to allow Kritzel (consent).
 */
export async function startOpenIdProvider(options: { redirectUri: string }): Promise<OpenIdProvider> {
  const people = new Map<string, ProviderPerson>();
  const authorizationRequests: URLSearchParams[] = [];
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'kritzel', clientSecret: crypto.randomBytes(16).toString('hex') };
  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth sends the secret in the body unless told otherwise.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_context: unknown, sub: string): Account | undefined => {
      const person = people.get(sub);
      return person && { accountId: sub, claims: () => ({ ...person }) };
    },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // Seconds; set so the provider does not print a notice about each default.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'test-key' }] },
  });
  const handleProtocol = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/auth') authorizationRequests.push(url.searchParams);
    const [, prefix, uid, action] = url.pathname.split('/');
    if (prefix !== 'interaction' || !uid) return handleProtocol(request, response);
    interaction(request, response, action).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  async function interaction(request: IncomingMessage, response: ServerResponse, action: string | undefined) {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') return page(response, details.uid, details.prompt.name);
    if (action === 'login') {
      const email = new URLSearchParams(await readBody(request)).get('email');
      const person = [...people.values()].find((p) => p.email === email);
      if (!person) return page(response, details.uid, 'login', 'No one here has that e-mail address.');
      return provider.interactionFinished(request, response, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
    }
    // Consent: grant what the client asked for (openid email profile), as a person clicking "Allow" would.
    const accountId = details.session?.accountId ?? '';
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId: client.clientId });
    if (!grant) throw new Error('the grant of this interaction is gone');
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    return provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    ...client,
    authorizationRequests,
    addPerson: (person) => people.set(person.sub, person),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a person does at the provider, over HTTP: opens the authorization URL, signs in with
 * `email`, allows Kritzel, and is sent back. Returns the URL the provider sends the browser to
 * (Kritzel's callback with `code` and `state`). Redirects are followed by hand, with cookies.
 */
export async function signInAtProvider(authorizationUrl: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { method: form ? 'POST' : 'GET', body: form, headers: { cookie }, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const removed = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now());
      if (removed) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      [url, form] = [next, undefined];
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
    url = new URL(action, url);
    form = new URLSearchParams(html.includes('name="email"') ? { email } : {});
  }
  throw new Error('the provider never sent the browser back');
}

function page(response: ServerResponse, uid: string, prompt: string, problem = '') {
  const form =
    prompt === 'login'
      ? `<h1>Test provider: sign in</h1>${problem ? `<p role="alert">${problem}</p>` : ''}
         <form method="post" action="/interaction/${uid}/login"><label>E-mail <input name="email" type="email" required></label><button>Sign in</button></form>`
      : `<h1>Test provider: allow Kritzel?</h1><p>Kritzel asks for your e-mail address and your name.</p>
         <form method="post" action="/interaction/${uid}/confirm"><button>Allow</button></form>`;
  response.writeHead(problem ? 400 : 200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><title>Test provider</title><main>${form}</main></html>`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
