import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('configuration', () => {
  it('works with no variables at all', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: null, isProduction: false });
    expect(config.auth).toEqual({
      publicUrl: null,
      autoconfirm: false,
      smtpUrl: null,
      mailFrom: 'Critical Journey <no-reply@localhost>',
      supabaseUrl: null,
      supabaseJwksUrl: null,
      supabaseAnonKey: null,
      google: null,
      azure: null,
      rateLimit: { windowSeconds: 300, perEmail: 30, perIp: 300 },
      devMailbox: { kind: 'token', token: expect.stringMatching(/^[\w-]{24}$/) },
    });
  });

  it('serves the local mailbox with a fresh token by default, openly only when DEV_MAILBOX=true, never in production', () => {
    const mailbox = (env: NodeJS.ProcessEnv) => readConfig(env).auth.devMailbox;
    expect(mailbox({})).not.toEqual(mailbox({}));
    expect(mailbox({ DEV_MAILBOX: 'true' })).toEqual({ kind: 'open' });
    expect(mailbox({ DEV_MAILBOX: 'false' })).toEqual({ kind: 'off' });
    expect(mailbox({ NODE_ENV: 'production' })).toEqual({ kind: 'off' });
    expect(mailbox({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toEqual({ kind: 'off' });
    expect(() => mailbox({ DEV_MAILBOX: 'local' })).toThrow(new ConfigError('DEV_MAILBOX must be true or false, got "local".'));
  });

  it('reads the auth variables', () => {
    const { auth } = readConfig({
      PUBLIC_URL: 'https://journey.example/',
      AUTH_AUTOCONFIRM: 'true',
      SMTP_URL: 'smtps://user:pass@mail.example',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      AZURE_CLIENT_ID: 'id',
      AZURE_CLIENT_SECRET: 'secret',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
    });
    expect(auth).toMatchObject({
      publicUrl: 'https://journey.example',
      autoconfirm: true,
      smtpUrl: 'smtps://user:pass@mail.example',
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon',
      azure: { clientId: 'id', clientSecret: 'secret', tenant: 'common', issuer: 'https://login.microsoftonline.com/common/v2.0' },
      rateLimit: { perEmail: 3 },
    });
  });

  it('reads the sign-in providers: both client id and secret, an issuer for each', () => {
    expect(readConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }).auth.google).toEqual({
      clientId: 'g',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
    expect(readConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:4000/' }).auth.google?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
    expect(readConfig({ AZURE_CLIENT_ID: 'a', AZURE_CLIENT_SECRET: 's', AZURE_TENANT: 'contoso.onmicrosoft.com' }).auth.azure).toEqual({
      clientId: 'a',
      clientSecret: 's',
      tenant: 'contoso.onmicrosoft.com',
      issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
    });
    // One without the other would show a sign-in button that can only fail.
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'g' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/);
    expect(() => readConfig({ AZURE_CLIENT_SECRET: 's' })).toThrow(/only AZURE_CLIENT_SECRET is/);
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER/);
  });

  it('names the variable when a value is wrong', () => {
    expect(() => readConfig({ PUBLIC_URL: 'journey.example' })).toThrow(ConfigError);
    expect(() => readConfig({ PUBLIC_URL: 'journey.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ AUTH_AUTOCONFIRM: 'maybe' })).toThrow(/AUTH_AUTOCONFIRM must be true or false/);
    expect(() => readConfig({ AUTH_RATE_LIMIT_PER_IP: '0' })).toThrow(/AUTH_RATE_LIMIT_PER_IP/);
    // One clear line at start, not pino's own error when the first logger is made.
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      new ConfigError('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose".'),
    );
    expect(readConfig({ LOG_LEVEL: ' WARN ' }).logLevel).toBe('warn');
  });

  it('reads the optional model: none by default, a name required with an address', () => {
    expect(readConfig({}).executor.model).toBeNull();
    expect(readConfig({ MODEL_BASE_URL: 'http://127.0.0.1:11434/v1', MODEL_NAME: 'llama3.1' }).executor.model).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.1',
      timeoutSeconds: 30,
    });
    expect(
      readConfig({ MODEL_BASE_URL: 'https://api.openai.com/v1', MODEL_NAME: 'gpt-4o-mini', MODEL_API_KEY: 'sk-1', MODEL_TIMEOUT_SECONDS: '10' })
        .executor.model,
    ).toMatchObject({ apiKey: 'sk-1', timeoutSeconds: 10 });
    expect(() => readConfig({ MODEL_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/MODEL_NAME must be set when MODEL_BASE_URL is/);
    expect(() => readConfig({ MODEL_BASE_URL: 'localhost:11434', MODEL_NAME: 'm' })).toThrow(/MODEL_BASE_URL/);
  });

  it('reads the network policy: the metadata addresses denied by default, a wrong entry refused by name', () => {
    const texts = (rules: Array<{ text: string }>) => rules.map((rule) => rule.text);
    expect(texts(readConfig({}).executor.network.denied)).toEqual(['169.254.169.254/32', 'fd00:ec2::254/128', '100.100.100.200/32']);
    const network = readConfig({ TARGET_ALLOWED_NETWORKS: '10.0.0.0/8, *.staging.example', TARGET_DENIED_NETWORKS: '169.254.0.0/16,10.9.0.0/16' })
      .executor.network;
    expect(texts(network.allowed)).toEqual(['10.0.0.0/8', '*.staging.example']);
    expect(texts(network.denied)).toEqual(['169.254.0.0/16', '10.9.0.0/16']);
    expect(readConfig({ TARGET_DENIED_NETWORKS: 'none' }).executor.network.denied).toEqual([]);
    expect(() => readConfig({ TARGET_DENIED_NETWORKS: '10.0.0.0/40' })).toThrow(ConfigError);
    expect(() => readConfig({ TARGET_ALLOWED_NETWORKS: 'http://shop.example' })).toThrow(
      /^TARGET_ALLOWED_NETWORKS: "http:\/\/shop.example" is neither a network/,
    );
  });
});
