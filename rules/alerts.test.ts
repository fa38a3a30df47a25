import { describe, expect, it } from 'vitest';
import { ALERT_EMAILS_MESSAGE, ALERT_URL_MESSAGE, alertTargetError, maskAlertTarget, normalizeAlertTarget } from './alerts.ts';

describe('alert targets', () => {
  it.each([
    ['email', 'ops@shop.test', null],
    ['email', 'ops@shop.test, Dev@Shop.test; qa@localhost', null],
    ['email', '', ALERT_EMAILS_MESSAGE],
    ['email', ' , ', ALERT_EMAILS_MESSAGE],
    ['email', 'ops@shop.test, not-an-address', 'Invalid Email: "not-an-address" is not an e-mail address.'],
    ['email', Array.from({ length: 21 }, (_, i) => `u${i}@shop.test`).join(','), ALERT_EMAILS_MESSAGE],
    ['webhook', 'https://hooks.example.com/cj?token=1', null],
    ['slack', 'http://127.0.0.1:9000/services/T/B/X', null],
    ['webhook', 'ftp://files.example.com/x', ALERT_URL_MESSAGE],
    ['webhook', 'javascript:alert(1)', ALERT_URL_MESSAGE],
    ['slack', 'hooks.slack.com/services/x', ALERT_URL_MESSAGE],
    ['webhook', `https://example.com/${'x'.repeat(2000)}`, ALERT_URL_MESSAGE],
    ['webhook', 'https://user:pass@example.com/hook', 'Put no user name or password in the address; a webhook is authenticated by its signature.'],
  ] as const)('%s %j → %j', (kind, target, message) => {
    expect(alertTargetError(kind, target)).toBe(message);
  });

  it('stores e-mail addresses lower-cased, once each, comma-separated', () => {
    expect(normalizeAlertTarget('email', ' Ops@Shop.test;dev@shop.test  ops@shop.test ')).toBe('ops@shop.test, dev@shop.test');
    expect(normalizeAlertTarget('webhook', ' https://x.test/h ')).toBe('https://x.test/h');
  });

  it('shows an address cut to its origin, since its path and query carry tokens', () => {
    expect(maskAlertTarget('slack', 'https://hooks.slack.com/services/T0/B0/XYZ')).toBe('https://hooks.slack.com/********');
    expect(maskAlertTarget('webhook', 'https://example.com/?token=abc')).toBe('https://example.com/********');
    expect(maskAlertTarget('webhook', 'https://example.com/')).toBe('https://example.com');
    expect(maskAlertTarget('webhook', 'not a url')).toBe('********');
    expect(maskAlertTarget('email', 'ops@shop.test')).toBe('ops@shop.test');
  });
});
