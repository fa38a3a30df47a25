/**
 * String literals and identifiers for generated TypeScript and Python. Everything a user typed
 * (names, values, URLs) passes through here, so a quote, backslash, newline or odd character in
 * a step can never break out of a literal or make a script fail to compile.
 */

/** A lone UTF-16 surrogate cannot be written to a UTF-8 file, so it must become an escape. */
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

const hex4 = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

// Control characters and the Unicode line/paragraph separators are escaped too: legal in some
// literals, but invisible in a script a person reads and breaks some editors and tokenizers.
const TS_SPECIAL = new RegExp(`[\\\\'\\u0000-\\u001f\\u007f\\u0085\\u2028\\u2029]|${LONE_SURROGATE}`, 'g');
const PY_SPECIAL = new RegExp(`[\\\\"\\u0000-\\u001f\\u007f\\u0085\\u2028\\u2029]|${LONE_SURROGATE}`, 'g');

const SHORT: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A single-quoted TypeScript string literal. */
export function tsString(text: string): string {
  return `'${text.replace(TS_SPECIAL, (ch) => SHORT[ch] ?? (ch === "'" ? "\\'" : hex4(ch)))}'`;
}

/** A double-quoted Python string literal (`\u` escapes mean the same in Python 3 `str`). */
export function pyString(text: string): string {
  return `"${text.replace(PY_SPECIAL, (ch) => SHORT[ch] ?? (ch === '"' ? '\\"' : hex4(ch)))}"`;
}

/** Text for a one-line comment: no line breaks, so it cannot spill into code. */
export function commentText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();
}

// Keywords of either language, and the names the generated scripts themselves use: a stored
// variable called `page` or `class` must not shadow or clash with them.
const RESERVED = new Set([
  // TypeScript / JavaScript
  'arguments',
  'await',
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'eval',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'implements',
  'import',
  'in',
  'instanceof',
  'interface',
  'let',
  'new',
  'null',
  'package',
  'private',
  'protected',
  'public',
  'return',
  'static',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'undefined',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'async',
  'of',
  // Python
  'False',
  'None',
  'True',
  'and',
  'as',
  'assert',
  'def',
  'del',
  'elif',
  'except',
  'from',
  'global',
  'is',
  'lambda',
  'nonlocal',
  'not',
  'or',
  'pass',
  'raise',
  'match',
  'case',
  'type',
  'print',
  // Names in the generated scripts
  'page',
  'test',
  'expect',
  'env',
  'containing',
  'textOf',
  'text_of',
  'BASE_URL',
  'process',
  'URL',
  'RegExp',
  'os',
  're',
  'sys',
  'urljoin',
  'sync_playwright',
  'p',
  'browser',
  'run',
  'Locator',
]);

/** A stored variable's name as an identifier valid and free in both languages. */
export function safeIdentifier(name: string): string {
  let id = name.replace(/[^A-Za-z0-9_]/g, '_');
  if (id === '' || /^[0-9]/.test(id)) id = `_${id}`;
  return RESERVED.has(id) ? `${id}_` : id;
}
