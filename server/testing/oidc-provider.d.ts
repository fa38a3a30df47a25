/** The little of oidc-provider (no types of its own) that the tests' stand-in identity provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = { accountId: string; claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown> };

  export type Configuration = Record<string, unknown> & {
    findAccount?(ctx: unknown, id: string): Promise<Account | undefined> | Account | undefined;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
