// oidc-provider ships no types; this is the part of its API the test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims(): Claims | Promise<Claims> };
  type Interaction = {
    uid: string;
    prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
    params: Record<string, string | undefined>;
    session?: { accountId: string };
    grantId?: string;
  };
  type InteractionResult = { login: { accountId: string } } | { consent: { grantId: string } };

  class Grant {
    constructor(options: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: typeof Grant & { find(id: string): Promise<Grant | undefined> };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export type { Account };
}
