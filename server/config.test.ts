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
    });
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
      azure: { clientId: 'id', clientSecret: 'secret', tenant: 'common' },
      rateLimit: { perEmail: 3 },
    });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => readConfig({ PUBLIC_URL: 'journey.example' })).toThrow(ConfigError);
    expect(() => readConfig({ PUBLIC_URL: 'journey.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ AUTH_AUTOCONFIRM: 'maybe' })).toThrow(/AUTH_AUTOCONFIRM must be true or false/);
    expect(() => readConfig({ AUTH_RATE_LIMIT_PER_IP: '0' })).toThrow(/AUTH_RATE_LIMIT_PER_IP/);
  });
});
