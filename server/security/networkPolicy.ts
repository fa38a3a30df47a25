/**
 * Which addresses generation and runs may reach: TARGET_ALLOWED_NETWORKS and
 * TARGET_DENIED_NETWORKS, each a comma-separated list of networks (CIDR, or a single address)
 * and host names (`shop.example`, or `*.example.com` for its subdomains).
 *
 * A self-hosted product legitimately tests localhost and private apps, so by default every
 * address is allowed except the cloud metadata services, which hand out the machine's cloud
 * credentials to any process that asks. Denied always wins: an address in both lists is
 * refused. An empty allowed list allows everything not denied; a non-empty one allows only
 * what it names.
 *
 * The checks are pure but for `resolveAndCheck`, which asks DNS; it is used when a job starts
 * (so a name that was rebound to a denied address since the test was saved is caught) and for
 * each connection of the generation browser (server/security/browserGuard.ts).
 */
import dns from 'node:dns/promises';
import net from 'node:net';

/** AWS, Azure, GCP, Oracle (IPv4), AWS (IPv6), Alibaba Cloud. */
export const DEFAULT_DENIED_NETWORKS = '169.254.169.254/32,fd00:ec2::254/128,100.100.100.200/32';

export type NetworkRule =
  | { kind: 'network'; text: string; family: 4 | 6; bits: bigint; prefix: number }
  | { kind: 'host'; text: string; host: string; subdomains: boolean };

export type NetworkPolicy = { allowed: NetworkRule[]; denied: NetworkRule[] };

export type Verdict = { allowed: true } | { allowed: false; reason: string };

/** A list entry that is neither a network nor a host name; the message names the variable. */
export class NetworkRuleError extends Error {}

const ALLOWED_VARIABLE = 'TARGET_ALLOWED_NETWORKS';
const DENIED_VARIABLE = 'TARGET_DENIED_NETWORKS';
const HOST_LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/**
 * The policy from the two variables' values. Unset (or blank) denied means the metadata
 * addresses; `none` denies nothing. Unset allowed means everything.
 */
export function readNetworkPolicy(values: { allowed?: string | null; denied?: string | null }): NetworkPolicy {
  const denied = values.denied?.trim() ? values.denied : DEFAULT_DENIED_NETWORKS;
  return {
    allowed: parseNetworkRules(values.allowed ?? '', ALLOWED_VARIABLE),
    denied: denied.trim().toLowerCase() === 'none' ? [] : parseNetworkRules(denied, DENIED_VARIABLE),
  };
}

export function parseNetworkRules(list: string, variable: string): NetworkRule[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => parseRule(entry, variable));
}

function parseRule(entry: string, variable: string): NetworkRule {
  const [address, prefixText, ...rest] = entry.split('/');
  const family = net.isIP(unbracket(address)) as 0 | 4 | 6;
  if (family !== 0) {
    const width = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? width : Number(prefixText);
    if (rest.length > 0 || !/^\d{1,3}$/.test(prefixText ?? String(width)) || prefix > width) {
      throw new NetworkRuleError(
        `${variable}: "${entry}" is not a network; write an address with a prefix length of 0 to ${width}, e.g. ${family === 4 ? '10.0.0.0/8' : 'fd00::/8'}.`,
      );
    }
    const bits = addressBits(unbracket(address), family);
    // The network's own address: host bits cleared, so 10.1.2.3/8 means 10.0.0.0/8.
    const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(width - prefix);
    return { kind: 'network', text: entry, family, bits: bits & mask, prefix };
  }
  const host = entry.toLowerCase().replace(/\.$/, '');
  const subdomains = host.startsWith('*.');
  const name = subdomains ? host.slice(2) : host;
  if (prefixText !== undefined || !name || !name.split('.').every((label) => HOST_LABEL.test(label))) {
    throw new NetworkRuleError(
      `${variable}: "${entry}" is neither a network (10.0.0.0/8, fd00::/8, 169.254.169.254) nor a host name (shop.example, *.example.com).`,
    );
  }
  return { kind: 'host', text: entry, host: name, subdomains };
}

const unbracket = (host: string) => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);

/** An address as a number; IPv6 with `::` and an embedded IPv4 tail (`::ffff:1.2.3.4`) included. */
function addressBits(address: string, family: 4 | 6): bigint {
  if (family === 4) return address.split('.').reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
  let text = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names an interface, not an address
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = addressBits(tail[1], 4);
    text = `${text.slice(0, -tail[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - headGroups.length - restGroups.length).fill('0');
  return [...headGroups, ...zeros, ...restGroups].reduce((bits, group) => (bits << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const V4_MAPPED_PREFIX = 0xffffn << 32n;

/** Family and bits, an IPv4-mapped IPv6 address (::ffff:a.b.c.d) counting as the IPv4 address it carries. */
function parseAddress(address: string): { family: 4 | 6; bits: bigint } | null {
  const plain = unbracket(address);
  const family = net.isIP(plain.replace(/%.*$/, ''));
  if (family === 0) return null;
  const bits = addressBits(plain, family as 4 | 6);
  if (family === 6 && bits >> 32n === V4_MAPPED_PREFIX >> 32n) return { family: 4, bits: bits & 0xffffffffn };
  return { family: family as 4 | 6, bits };
}

function inNetwork(rule: Extract<NetworkRule, { kind: 'network' }>, address: { family: 4 | 6; bits: bigint }): boolean {
  if (rule.family !== address.family) return false;
  const width = rule.family === 4 ? 32 : 128;
  return address.bits >> BigInt(width - rule.prefix) === rule.bits >> BigInt(width - rule.prefix);
}

function hostMatches(rule: Extract<NetworkRule, { kind: 'host' }>, host: string): boolean {
  return rule.subdomains ? host.endsWith(`.${rule.host}`) : host === rule.host;
}

const findNetwork = (rules: NetworkRule[], address: { family: 4 | 6; bits: bigint }) =>
  rules.find((rule): rule is Extract<NetworkRule, { kind: 'network' }> => rule.kind === 'network' && inNetwork(rule, address));
const findHost = (rules: NetworkRule[], host: string) =>
  rules.find((rule): rule is Extract<NetworkRule, { kind: 'host' }> => rule.kind === 'host' && hostMatches(rule, host));

const allowedList = (policy: NetworkPolicy) => `${ALLOWED_VARIABLE}=${policy.allowed.map((rule) => rule.text).join(',')}`;

/** A host name as URLs carry it: lower case, without brackets or a trailing dot. */
export function normalizeHost(host: string): string {
  return unbracket(host.toLowerCase()).replace(/\.$/, '');
}

/**
 * The verdict on a host and the addresses it resolves to. `addresses` null means not resolved
 * (yet): only what the name itself says is decided, and a name the allowed list does not name
 * passes until its addresses are known. An empty list means it does not resolve.
 */
export function checkHost(policy: NetworkPolicy, rawHost: string, addresses: string[] | null): Verdict {
  const host = normalizeHost(rawHost);
  const literal = parseAddress(host);
  const deniedHost = literal ? undefined : findHost(policy.denied, host);
  if (deniedHost) return { allowed: false, reason: `${host} matches the denied host ${deniedHost.text} (${DENIED_VARIABLE}).` };
  const resolved = literal
    ? [{ text: host, parsed: literal }]
    : (addresses ?? []).flatMap((text) => {
        const parsed = parseAddress(text);
        return parsed ? [{ text, parsed }] : [];
      });
  for (const address of resolved) {
    const rule = findNetwork(policy.denied, address.parsed);
    if (rule) {
      const where = literal ? address.text : `${host} resolves to ${address.text}, which`;
      return { allowed: false, reason: `${where} is in the denied network ${rule.text} (${DENIED_VARIABLE}).` };
    }
  }
  if (policy.allowed.length === 0) return { allowed: true };
  if (!literal && findHost(policy.allowed, host)) return { allowed: true };
  if (!literal && addresses === null) return { allowed: true };
  if (resolved.length === 0)
    return { allowed: false, reason: `${host} does not resolve to an address, so it cannot be checked against ${allowedList(policy)}.` };
  const outside = resolved.find((address) => !findNetwork(policy.allowed, address.parsed));
  if (outside) {
    const what = literal ? outside.text : `${host} resolves to ${outside.text}, which`;
    return { allowed: false, reason: `${what} is not in the allowed networks (${allowedList(policy)}).` };
  }
  return { allowed: true };
}

/** A website as users write it ("shop.test:8080" means http://shop.test:8080) as a URL; null when it is none. */
export function websiteAddress(website: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(website) && !/^[^:/]+:\d+(\/|$)/.test(website) ? website : `http://${website}`;
  return URL.canParse(withScheme) ? new URL(withScheme) : null;
}

/** Only web addresses may be opened: file:, chrome: and the like would show the executor's own files and settings. */
function schemeVerdict(url: URL): Verdict | null {
  if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  if (url.protocol === 'about:' || url.protocol === 'data:' || url.protocol === 'blob:') return { allowed: true };
  return { allowed: false, reason: `only http:// and https:// addresses can be opened, not ${url.protocol} ones.` };
}

/** The verdict on an address as written, without asking DNS: used when a test or a run is saved. */
export function checkWrittenAddress(policy: NetworkPolicy, address: string): Verdict {
  const url = websiteAddress(address);
  if (!url) return { allowed: false, reason: `"${address}" is not a web address.` };
  return schemeVerdict(url) ?? checkHost(policy, url.hostname, null);
}

export type Lookup = (host: string) => Promise<string[]>;

/** Every address the system resolver gives for the name (IPv4 and IPv6); none when it does not resolve. */
export const lookupAll: Lookup = async (host) => {
  try {
    return (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return [];
  }
};

/**
 * The verdict on an address with its host name resolved, and the addresses it resolved to (so a
 * caller can connect to exactly the ones checked). Used when a job starts and per connection.
 */
export async function resolveAndCheck(
  policy: NetworkPolicy,
  address: string,
  lookup: Lookup = lookupAll,
): Promise<Verdict & { addresses: string[] }> {
  const url = websiteAddress(address);
  if (!url) return { allowed: false, reason: `"${address}" is not a web address.`, addresses: [] };
  const scheme = schemeVerdict(url);
  if (scheme) return { ...scheme, addresses: [] };
  return resolveHostAndCheck(policy, url.hostname, lookup);
}

export async function resolveHostAndCheck(
  policy: NetworkPolicy,
  rawHost: string,
  lookup: Lookup = lookupAll,
): Promise<Verdict & { addresses: string[] }> {
  const host = normalizeHost(rawHost);
  if (parseAddress(host)) return { ...checkHost(policy, host, null), addresses: [host] };
  // A denied name needs no lookup.
  if (findHost(policy.denied, host)) return { ...checkHost(policy, host, null), addresses: [] };
  const addresses = await lookup(host);
  return { ...checkHost(policy, host, addresses), addresses };
}

/** Whether the policy can refuse anything at all (nothing to enforce otherwise). */
export function isRestrictive(policy: NetworkPolicy): boolean {
  return policy.allowed.length > 0 || policy.denied.length > 0;
}

/** "The website … is refused by the network policy: …", the one wording every refusal uses. */
export function refusalMessage(what: string, address: string, verdict: Extract<Verdict, { allowed: false }>): string {
  return `${what} ${address} is refused by the network policy: ${verdict.reason}`;
}

/** When a job starts: why its website is refused now that its name is resolved, or null. */
export async function refuseAtJobStart(policy: NetworkPolicy, website: string, lookup: Lookup = lookupAll): Promise<string | null> {
  const verdict = await resolveAndCheck(policy, website, lookup);
  return verdict.allowed ? null : refusalMessage('The website', website, verdict);
}
