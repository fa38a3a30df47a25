/** The network policy as pure rules: networks (IPv4, IPv6), host names, the defaults, and denied winning. */
import { describe, expect, it } from 'vitest';
import {
  checkHost,
  checkWrittenAddress,
  DEFAULT_DENIED_NETWORKS,
  NetworkRuleError,
  parseNetworkRules,
  readNetworkPolicy,
  resolveAndCheck,
  type NetworkPolicy,
  type Verdict,
} from './networkPolicy.ts';

const policy = (denied: string, allowed = ''): NetworkPolicy => readNetworkPolicy({ denied, allowed });
const reason = (verdict: Verdict) => (verdict.allowed ? null : verdict.reason);

describe('the default policy', () => {
  const defaults = readNetworkPolicy({});

  it('denies the cloud metadata addresses and nothing else', () => {
    expect(defaults.denied.map((rule) => rule.text)).toEqual(DEFAULT_DENIED_NETWORKS.split(','));
    expect(defaults.allowed).toEqual([]);
    expect(reason(checkWrittenAddress(defaults, 'http://169.254.169.254/latest/meta-data/'))).toBe(
      '169.254.169.254 is in the denied network 169.254.169.254/32 (TARGET_DENIED_NETWORKS).',
    );
    expect(reason(checkWrittenAddress(defaults, 'http://[fd00:ec2::254]/latest'))).toBe(
      'fd00:ec2::254 is in the denied network fd00:ec2::254/128 (TARGET_DENIED_NETWORKS).',
    );
    for (const fine of [
      'http://localhost:3000',
      'http://127.0.0.1:8080/x',
      '10.0.0.5',
      'https://intranet/',
      'http://[::1]:5173',
      'http://169.254.169.253/',
    ]) {
      expect(checkWrittenAddress(defaults, fine), fine).toEqual({ allowed: true });
    }
  });

  it('sees through other spellings of a metadata address', () => {
    // The URL parser normalizes these to 169.254.169.254; an IPv4-mapped IPv6 address is its IPv4 address.
    for (const spelling of [
      'http://2852039166/',
      'http://0xa9.0xfe.0xa9.0xfe/',
      'http://169.254.169.254./',
      'http://[::ffff:169.254.169.254]/',
      'http://[::ffff:a9fe:a9fe]/',
      '169.254.169.254:80/x',
    ]) {
      expect(checkWrittenAddress(defaults, spelling).allowed, spelling).toBe(false);
    }
  });

  it('is set to deny nothing with "none"', () => {
    expect(readNetworkPolicy({ denied: 'none' }).denied).toEqual([]);
    expect(checkWrittenAddress(readNetworkPolicy({ denied: ' NONE ' }), 'http://169.254.169.254/')).toEqual({ allowed: true });
  });
});

describe('networks', () => {
  it('match IPv4 by prefix, the host bits of a rule ignored', () => {
    const p = policy('10.1.2.3/8, 192.168.1.0/24, 203.0.113.7');
    expect(reason(checkHost(p, '10.200.0.1', null))).toBe('10.200.0.1 is in the denied network 10.1.2.3/8 (TARGET_DENIED_NETWORKS).');
    expect(checkHost(p, '11.0.0.1', null).allowed).toBe(true);
    expect(checkHost(p, '192.168.1.255', null).allowed).toBe(false);
    expect(checkHost(p, '192.168.2.1', null).allowed).toBe(true);
    expect(checkHost(p, '203.0.113.7', null).allowed).toBe(false);
    expect(checkHost(p, '203.0.113.8', null).allowed).toBe(true);
    expect(checkHost(policy('0.0.0.0/0'), '8.8.8.8', null).allowed).toBe(false);
  });

  it('match IPv6 by prefix, compressed, bracketed, with an IPv4 tail or a zone', () => {
    const p = policy('fc00::/7,::1,fe80::/10,2001:db8:0:0:1::/80');
    expect(checkHost(p, '[fd12:3456::1]', null).allowed).toBe(false);
    expect(checkHost(p, 'fe00::1', null).allowed).toBe(true);
    expect(checkHost(p, '::1', null).allowed).toBe(false);
    expect(checkHost(p, '::2', null).allowed).toBe(true);
    expect(checkHost(p, 'fe80::1%eth0', null).allowed).toBe(false);
    expect(checkHost(p, '2001:db8::1:0:0:5', null).allowed).toBe(false);
    expect(checkHost(p, '2001:db8::2:0:0:5', null).allowed).toBe(true);
    // An IPv6 rule never matches an IPv4 address and the other way round.
    expect(checkHost(policy('::/0'), '127.0.0.1', null).allowed).toBe(true);
    expect(checkHost(policy('0.0.0.0/0'), '::1', null).allowed).toBe(true);
    // An IPv4 rule covers the IPv4-mapped IPv6 form.
    expect(checkHost(policy('127.0.0.0/8'), '::ffff:127.0.0.1', null).allowed).toBe(false);
  });

  it('refuses entries that are neither networks nor host names, naming the variable', () => {
    for (const bad of ['10.0.0.0/33', '10.0.0.0/x', '::1/129', '10.0.0.0/8/1', 'http://x', 'a..b', '-bad.example', 'host/8']) {
      expect(() => parseNetworkRules(bad, 'TARGET_DENIED_NETWORKS'), bad).toThrow(NetworkRuleError);
    }
    expect(() => readNetworkPolicy({ allowed: '10.0.0.0/8, nope/1' })).toThrow('TARGET_ALLOWED_NETWORKS: "nope/1" is neither a network');
  });
});

describe('host names', () => {
  it('match exactly, case and a trailing dot aside; *.name matches its subdomains only', () => {
    const p = policy('Admin.Internal,*.corp.example');
    expect(reason(checkWrittenAddress(p, 'http://admin.internal./x'))).toBe(
      'admin.internal matches the denied host Admin.Internal (TARGET_DENIED_NETWORKS).',
    );
    expect(checkWrittenAddress(p, 'http://other.internal').allowed).toBe(true);
    expect(checkWrittenAddress(p, 'https://wiki.corp.example').allowed).toBe(false);
    expect(checkWrittenAddress(p, 'https://a.b.corp.example').allowed).toBe(false);
    expect(checkWrittenAddress(p, 'https://corp.example').allowed).toBe(true);
  });

  it('are checked by the addresses they resolve to once resolved', () => {
    const p = policy('127.0.0.0/8,::1');
    expect(checkHost(p, 'localhost', null).allowed).toBe(true);
    expect(reason(checkHost(p, 'localhost', ['::1', '127.0.0.1']))).toBe(
      'localhost resolves to ::1, which is in the denied network ::1 (TARGET_DENIED_NETWORKS).',
    );
    expect(checkHost(p, 'shop.example', ['93.184.216.34']).allowed).toBe(true);
    // Any one denied address refuses the name: the browser may pick any of them.
    expect(checkHost(p, 'mixed.example', ['93.184.216.34', '127.0.0.1']).allowed).toBe(false);
  });
});

describe('the allowed list', () => {
  const p = policy('169.254.169.254/32,10.9.0.0/16', '10.0.0.0/8,*.staging.example,qa.example');

  it('allows only what it names when it names anything', () => {
    expect(checkWrittenAddress(p, 'http://10.1.2.3').allowed).toBe(true);
    expect(reason(checkWrittenAddress(p, 'http://192.168.0.1'))).toBe(
      '192.168.0.1 is not in the allowed networks (TARGET_ALLOWED_NETWORKS=10.0.0.0/8,*.staging.example,qa.example).',
    );
    expect(checkHost(p, 'app.staging.example', ['203.0.113.5']).allowed).toBe(true);
    expect(checkHost(p, 'internal.example', ['10.4.4.4']).allowed).toBe(true);
    expect(reason(checkHost(p, 'www.example', ['203.0.113.5']))).toMatch(
      /^www\.example resolves to 203\.0\.113\.5, which is not in the allowed networks/,
    );
    expect(reason(checkHost(p, 'gone.example', []))).toMatch(
      /^gone\.example does not resolve to an address, so it cannot be checked against TARGET_ALLOWED_NETWORKS=/,
    );
    // Unresolved names wait for their addresses (checked again when the job starts).
    expect(checkWrittenAddress(p, 'http://www.example').allowed).toBe(true);
  });

  it('loses to the denied list: denied wins, for addresses and for names allowed by name', () => {
    expect(reason(checkWrittenAddress(p, 'http://10.9.1.1'))).toBe('10.9.1.1 is in the denied network 10.9.0.0/16 (TARGET_DENIED_NETWORKS).');
    expect(checkHost(p, 'qa.example', ['10.9.0.7']).allowed).toBe(false);
    expect(checkHost(policy('qa.example', 'qa.example'), 'qa.example', ['10.0.0.1']).allowed).toBe(false);
  });
});

describe('addresses as written', () => {
  it('takes a website without a scheme as http, and refuses addresses that are not web addresses', () => {
    const defaults = readNetworkPolicy({});
    expect(checkWrittenAddress(defaults, 'shop.test:8080/cart').allowed).toBe(true);
    expect(reason(checkWrittenAddress(defaults, 'file:///etc/passwd'))).toBe('only http:// and https:// addresses can be opened, not file: ones.');
    expect(checkWrittenAddress(defaults, 'chrome://settings').allowed).toBe(false);
    expect(checkWrittenAddress(defaults, 'about:blank').allowed).toBe(true);
  });
});

describe('resolveAndCheck', () => {
  const p = policy('127.0.0.0/8,::1,blocked.example');

  it('asks DNS for names (not for literal addresses or denied names) and answers the addresses checked', async () => {
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      return host === 'rebound.example' ? ['203.0.113.9', '127.0.0.1'] : ['203.0.113.9'];
    };
    expect(await resolveAndCheck(p, 'http://shop.example/', lookup)).toEqual({ allowed: true, addresses: ['203.0.113.9'] });
    expect(reason(await resolveAndCheck(p, 'https://rebound.example/', lookup))).toBe(
      'rebound.example resolves to 127.0.0.1, which is in the denied network 127.0.0.0/8 (TARGET_DENIED_NETWORKS).',
    );
    expect((await resolveAndCheck(p, 'http://127.0.0.5:81/', lookup)).allowed).toBe(false);
    expect((await resolveAndCheck(p, 'http://blocked.example/', lookup)).allowed).toBe(false);
    expect(asked).toEqual(['shop.example', 'rebound.example']);
  });

  it('resolves with the system resolver by default', async () => {
    expect(reason(await resolveAndCheck(p, 'http://localhost:1/'))).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), which is in the denied network/,
    );
  });
});
