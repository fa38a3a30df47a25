/**
 * Validation rules of spec section 5 as pure functions, the one copy the UI's machines and the
 * server both check with (the server answers with the same messages, server/api/validation.ts).
 * Like everything under rules/, it imports nothing, so machines (which import only `xstate` and
 * API types) may use it; machines/_shared/validation.ts re-exports it for them, and the UI
 * re-exports it from `src/features/auth/validation.ts`.
 */

export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_EMAIL_MESSAGE = 'Invalid Email';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** Required: non-empty after trimming. */
export function isFilled(value: string): boolean {
  return value.trim() !== '';
}

/**
 * The address form browsers use for `type="email"` (and GoTrue accepts): a top-level domain is
 * not required, so self-hosted addresses such as `admin@localhost` pass. Domain labels are at
 * most 63 characters; the whole address 254 and its local part 64 (the validation helper's
 * limits).
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether the (already trimmed) address is a valid e-mail address. */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  return value.slice(0, value.lastIndexOf('@')).length <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

/** The message shown under a required field, or null when it is filled. */
export function requiredError(value: string): string | null {
  return isFilled(value) ? null : REQUIRED_MESSAGE;
}

/** The message shown under a required e-mail field (checked trimmed), or null when valid. */
export function emailError(value: string): string | null {
  if (!isFilled(value)) return REQUIRED_MESSAGE;
  return isEmail(value.trim()) ? null : INVALID_EMAIL_MESSAGE;
}

export type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordPolicy {
  minLength: number;
  minLowercase: number;
  minUppercase: number;
  minDigits: number;
  minSymbols: number;
}

/** The validation helper's defaults (spec section 5). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  minLowercase: 1,
  minUppercase: 1,
  minDigits: 1,
  minSymbols: 1,
};

/** Every rule in the order the register form lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['minLength', 'lowercase', 'uppercase', 'digit', 'symbol'];

const count = (characters: string[], pattern: RegExp) => characters.filter((c) => pattern.test(c)).length;

/**
 * The rules the password breaks, in PASSWORD_RULES order; empty when it satisfies the policy.
 * Characters are counted as code points, and any character that is neither a letter nor a digit
 * (a space included) counts as a symbol.
 */
export function passwordPolicyFailures(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): PasswordRule[] {
  const characters = [...password];
  const met: Record<PasswordRule, boolean> = {
    minLength: characters.length >= policy.minLength,
    lowercase: count(characters, /\p{Ll}/u) >= policy.minLowercase,
    uppercase: count(characters, /\p{Lu}/u) >= policy.minUppercase,
    digit: count(characters, /\p{Nd}/u) >= policy.minDigits,
    symbol: count(characters, /[^\p{L}\p{N}]/u) >= policy.minSymbols,
  };
  return PASSWORD_RULES.filter((rule) => !met[rule]);
}

/** How the register form names each rule. */
export function passwordRuleLabel(rule: PasswordRule, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): string {
  const plural = (n: number, one: string, many: string) => `${n === 1 ? 'One' : `At least ${n}`} ${n === 1 ? one : many}`;
  switch (rule) {
    case 'minLength':
      return `At least ${policy.minLength} characters`;
    case 'lowercase':
      return plural(policy.minLowercase, 'lowercase letter', 'lowercase letters');
    case 'uppercase':
      return plural(policy.minUppercase, 'uppercase letter', 'uppercase letters');
    case 'digit':
      return plural(policy.minDigits, 'number', 'numbers');
    case 'symbol':
      return plural(policy.minSymbols, 'symbol', 'symbols');
  }
}

/**
 * What the auth server's weak-password reasons (GoTrue's `weak_password.reasons`) mean to the
 * user; an unknown reason is shown as sent.
 */
export function weakPasswordReasonText(reason: string): string {
  switch (reason) {
    case 'length':
      return 'The password is too short.';
    case 'characters':
      return 'The password needs more kinds of characters.';
    case 'pwned':
      return 'This password is known from a data breach; choose another one.';
    case 'guessable':
      return 'This password is easy to guess (a common word, name, date, keyboard pattern or repetition); choose another one.';
    default:
      return reason;
  }
}

export const INVALID_URL_MESSAGE = 'Invalid URL';
export const INVALID_COLOUR_MESSAGE = 'Invalid colour';

/** Addresses are under 2083 characters (the validation helper's limit, the contract's 2082). */
export const URL_MAX_LENGTH = 2082;
/** The contract's limit on a theme colour value. */
export const COLOUR_MAX_LENGTH = 64;

export interface UrlOptions {
  /**
   * Whether `http://` or `https://` must be written. Without it an address such as
   * `acme.example/logo.png` passes, which is right for a site to test but not for an image
   * source: a browser would resolve it against the product's own origin.
   */
  requireProtocol?: boolean;
}

const URL_PROTOCOL = /^([a-z][a-z0-9+.-]*):\/\//i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** A domain label: letters (any script), digits, hyphens and underscores, no hyphen at either end. */
const HOST_LABEL = /^(?!-)[\p{L}\p{N}_-]{1,63}(?<!-)$/u;

function isHost(host: string): boolean {
  if (host.startsWith('[') && host.endsWith(']')) return host.includes(':') && URL.canParse(`http://${host}/`);
  if (IPV4.test(host)) return true;
  const labels = host.split('.');
  // A top-level domain is not required (`localhost`, `intranet`), but an all-digit one is not a name.
  if (labels.length > 1 && /^\d+$/.test(labels[labels.length - 1])) return false;
  return labels.every((label) => HOST_LABEL.test(label));
}

/**
 * Whether the (already trimmed) value is a web address (spec section 5): http or https, the
 * protocol optional unless required, a top-level domain not required, underscores allowed in
 * host names, an optional port, user info, path, query and fragment, and fewer than 2083
 * characters. Whitespace is never part of an address.
 */
export function isValidUrl(value: string, { requireProtocol = false }: UrlOptions = {}): boolean {
  if (value === '' || value.length > URL_MAX_LENGTH || /\s/.test(value) || value.startsWith('//')) return false;
  const protocol = URL_PROTOCOL.exec(value);
  if (protocol ? !/^https?$/i.test(protocol[1]) : requireProtocol) return false;
  const rest = protocol ? value.slice(protocol[0].length) : value;
  const authority = rest.split(/[/?#]/, 1)[0];
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const parts = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(hostAndPort);
  if (!parts) return false;
  const [, host, port] = parts;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return host !== '' && isHost(host);
}

/** The message under an optional address field (checked trimmed): none when blank or valid. */
export function optionalUrlError(value: string, options?: UrlOptions): string | null {
  const trimmed = value.trim();
  return trimmed === '' || isValidUrl(trimmed, options) ? null : INVALID_URL_MESSAGE;
}

const CSS_NAMED_COLOURS = new Set(
  (
    'transparent currentcolor aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue ' +
    'darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOUR_NUMBER = String.raw`(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?(?:%|deg|grad|rad|turn)?|none)`;
const COLOUR_SEPARATOR = String.raw`(?:\s*,\s*|\s+)`;
/**
 * Colour functions with three or four components, comma- or space-separated. The alpha form
 * with a slash (`rgb(0 0 0 / 50%)`) is refused: the branding only applies values made of
 * `#`, letters, digits, `(),.%-` and spaces (src/app/branding.ts), so it would never show.
 */
const COLOUR_FUNCTION = new RegExp(
  String.raw`^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${COLOUR_NUMBER}(?:${COLOUR_SEPARATOR}${COLOUR_NUMBER}){2,3}\s*\)$`,
  'i',
);

/**
 * Whether the (already trimmed) value is a CSS colour: hex (`#f60`, `#ff6600`, with or
 * without alpha), a colour function (`rgb(255, 102, 0)`, `hsl(24 100% 50%)`) or a named colour.
 * Anything else, `;`, `{` and `}` included, could smuggle CSS into the custom properties the
 * branding sets, so it is refused.
 */
export function isCssColour(value: string): boolean {
  if (value.length > COLOUR_MAX_LENGTH || /[;{}]/.test(value)) return false;
  return HEX_COLOUR.test(value) || COLOUR_FUNCTION.test(value) || CSS_NAMED_COLOURS.has(value.toLowerCase());
}

/** The message under an optional colour field (checked trimmed): none when blank or valid. */
export function optionalColourError(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || isCssColour(trimmed) ? null : INVALID_COLOUR_MESSAGE;
}

/**
 * A parameter key (spec section 5, the contract's ParameterKey): a letter or underscore, then
 * letters, digits and underscores, at most 200 characters.
 */
export const PARAMETER_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const PARAMETER_KEY_MAX_LENGTH = 200;

export function isParameterKey(key: string): boolean {
  return key.length <= PARAMETER_KEY_MAX_LENGTH && PARAMETER_KEY_PATTERN.test(key);
}

/** The message under a field longer than `max` characters once trimmed (the contract's limits). */
export function maxLengthError(value: string, max: number): string | null {
  return value.trim().length > max ? `At most ${max} characters` : null;
}
