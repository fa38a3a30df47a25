/**
 * Reads the tests out of a Playwright spec file without running it: a small scanner that
 * respects strings, template literals (with nested `${}`), comments and regular-expression
 * literals, then a bracket-matching walk over its tokens that finds the `test(...)` and
 * `test.describe(...)` calls at statement level. Each test gets a self-contained script: the
 * file with every other test (and every describe not around it) cut out, so imports, helpers,
 * hooks and `test.use` around it stay as written.
 */

export type Token = {
  kind: 'ident' | 'punct' | 'string' | 'template' | 'number' | 'regex';
  /** Identifiers and punctuation: the text; strings and templates without `${}`: the value. */
  value: string;
  start: number;
  end: number;
  /** A template literal with `${}` substitutions: its value is not a constant. */
  dynamic?: boolean;
};

export type SpecTest = {
  /** Describe titles around the test, outermost first (anonymous describes add none). */
  describes: string[];
  title: string;
  /** The file with everything but this test and the describes around it cut out. */
  script: string;
  /** The first `.goto('...')` address the script reaches (hooks before the test's own body), or null. */
  firstGoto: string | null;
};

const PUNCT3 = ['===', '!==', '**=', '...', '<<=', '>>=', '>>>', '&&=', '||=', '??='];
const PUNCT2 = ['=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '**', '<<', '>>'];
// After these a `/` starts a regular expression; after anything else it divides.
const REGEX_AFTER_KEYWORDS = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

const isIdentStart = (c: string) => /[A-Za-z_$\u0080-\uFFFF]/.test(c);
const isIdentPart = (c: string) => /[A-Za-z0-9_$\u0080-\uFFFF]/.test(c);

export class SpecSyntaxError extends Error {}

function unescapeLiteral(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r\n|[\s\S])/g, (_, e: string) => {
    if (e.startsWith('u{')) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (e[0] === 'u' && e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e[0] === 'x' && e.length === 3) return String.fromCharCode(parseInt(e.slice(1), 16));
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0', '\n': '', '\r\n': '' };
    return simple[e] ?? e;
  });
}

/** Splits source text into tokens; comments and whitespace are dropped. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = source.length;

  const regexAllowed = () => {
    const last = tokens.at(-1);
    if (!last) return true;
    if (last.kind === 'ident') return REGEX_AFTER_KEYWORDS.has(last.value);
    if (last.kind === 'punct') return ![')', ']', '}'].includes(last.value);
    return false;
  };

  /** From just after an opening quote to just after the closing one. */
  const skipString = (from: number, quote: string): number => {
    let j = from;
    while (j < n) {
      const c = source[j];
      if (c === '\\') j += 2;
      else if (c === quote) return j + 1;
      else if (c === '\n') throw new SpecSyntaxError(`Unterminated string at offset ${from - 1}.`);
      else j++;
    }
    throw new SpecSyntaxError(`Unterminated string at offset ${from - 1}.`);
  };

  /** From just after a backtick to just after the closing one, through nested `${}` code. */
  const skipTemplate = (from: number): { end: number; dynamic: boolean } => {
    let j = from;
    let dynamic = false;
    while (j < n) {
      const c = source[j];
      if (c === '\\') j += 2;
      else if (c === '`') return { end: j + 1, dynamic };
      else if (c === '$' && source[j + 1] === '{') {
        dynamic = true;
        j = skipCode(j + 2, '}');
      } else j++;
    }
    throw new SpecSyntaxError(`Unterminated template literal at offset ${from - 1}.`);
  };

  /** Code inside `${}`: up to just after the brace that closes it. */
  const skipCode = (from: number, close: string): number => {
    let j = from;
    let depth = 0;
    while (j < n) {
      const c = source[j];
      if (c === '/' && source[j + 1] === '/') j = skipLineComment(j);
      else if (c === '/' && source[j + 1] === '*') j = skipBlockComment(j);
      else if (c === '"' || c === "'") j = skipString(j + 1, c);
      else if (c === '`') j = skipTemplate(j + 1).end;
      else if (c === '{') {
        depth++;
        j++;
      } else if (c === '}') {
        if (depth === 0 && close === '}') return j + 1;
        depth--;
        j++;
      } else j++;
    }
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the message names the `${}` syntax itself.
    throw new SpecSyntaxError('Unterminated ${} in a template literal.');
  };

  const skipLineComment = (from: number) => {
    const end = source.indexOf('\n', from);
    return end === -1 ? n : end + 1;
  };
  const skipBlockComment = (from: number) => {
    const end = source.indexOf('*/', from + 2);
    if (end === -1) throw new SpecSyntaxError(`Unterminated comment at offset ${from}.`);
    return end + 2;
  };

  const skipRegex = (from: number): number => {
    let j = from;
    let inClass = false;
    while (j < n) {
      const c = source[j];
      if (c === '\\') j += 2;
      else if (c === '\n') throw new SpecSyntaxError(`Unterminated regular expression at offset ${from - 1}.`);
      else if (inClass) {
        inClass = c !== ']';
        j++;
      } else if (c === '[') {
        inClass = true;
        j++;
      } else if (c === '/') {
        j++;
        while (j < n && isIdentPart(source[j])) j++;
        return j;
      } else j++;
    }
    throw new SpecSyntaxError(`Unterminated regular expression at offset ${from - 1}.`);
  };

  while (i < n) {
    const c = source[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && source[i + 1] === '/') {
      i = skipLineComment(i);
    } else if (c === '/' && source[i + 1] === '*') {
      i = skipBlockComment(i);
    } else if (c === '"' || c === "'") {
      const end = skipString(i + 1, c);
      tokens.push({ kind: 'string', value: unescapeLiteral(source.slice(i + 1, end - 1)), start: i, end });
      i = end;
    } else if (c === '`') {
      const { end, dynamic } = skipTemplate(i + 1);
      tokens.push({
        kind: 'template',
        value: dynamic ? source.slice(i + 1, end - 1) : unescapeLiteral(source.slice(i + 1, end - 1)),
        start: i,
        end,
        dynamic,
      });
      i = end;
    } else if (c === '/' && regexAllowed()) {
      const end = skipRegex(i + 1);
      tokens.push({ kind: 'regex', value: source.slice(i, end), start: i, end });
      i = end;
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentPart(source[j])) j++;
      tokens.push({ kind: 'ident', value: source.slice(i, j), start: i, end: j });
      i = j;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z_.]/.test(source[j])) j++;
      tokens.push({ kind: 'number', value: source.slice(i, j), start: i, end: j });
      i = j;
    } else {
      const three = source.slice(i, i + 3);
      const two = source.slice(i, i + 2);
      const value = source.slice(i, i + 4) === '>>>=' ? '>>>=' : PUNCT3.includes(three) ? three : PUNCT2.includes(two) ? two : c;
      tokens.push({ kind: 'punct', value, start: i, end: i + value.length });
      i += value.length;
    }
  }
  return tokens;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Index of the token closing the bracket at `open`. */
function matching(tokens: Token[], open: number): number {
  const stack: string[] = [];
  for (let j = open; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind !== 'punct') continue;
    if (OPEN[t.value]) stack.push(OPEN[t.value]);
    else if (t.value === ')' || t.value === ']' || t.value === '}') {
      if (stack.pop() !== t.value) throw new SpecSyntaxError(`Unbalanced '${t.value}' at offset ${t.start}.`);
      if (stack.length === 0) return j;
    }
  }
  throw new SpecSyntaxError(`Unclosed '${tokens[open].value}' at offset ${tokens[open].start}.`);
}

const TEST_CALLEES = new Set(['test', 'test.only', 'test.skip', 'test.fixme', 'test.fail']);
const DESCRIBE_CALLEES = new Set([
  'test.describe',
  'test.describe.only',
  'test.describe.skip',
  'test.describe.fixme',
  'test.describe.serial',
  'test.describe.serial.only',
  'test.describe.parallel',
  'test.describe.parallel.only',
]);

type Node = {
  kind: 'test' | 'describe';
  title: string | null;
  /** Callee tokens (`test` `.` `only`) span, to rewrite `.only` away. */
  calleeStart: number;
  calleeEnd: number;
  callee: string;
  /** Token range of the whole statement, a trailing `;` included. */
  first: number;
  last: number;
  children: Node[];
};

/** Arguments of the call whose `(` is at `open` and `)` at `close`: token index ranges. */
function splitArguments(tokens: Token[], open: number, close: number): [number, number][] {
  const args: [number, number][] = [];
  let from = open + 1;
  let j = open + 1;
  while (j < close) {
    const t = tokens[j];
    if (t.kind === 'punct' && OPEN[t.value]) j = matching(tokens, j) + 1;
    else if (t.kind === 'punct' && t.value === ',') {
      args.push([from, j - 1]);
      from = ++j;
    } else j++;
  }
  if (from <= close - 1) args.push([from, close - 1]);
  return args;
}

/** The `{` of a function argument's body (arrow or `function`), or -1 for an expression body. */
function functionBody(tokens: Token[], [from, to]: [number, number]): number {
  let j = from;
  if (tokens[j]?.value === 'async') j++;
  if (tokens[j]?.value === 'function') {
    j++;
    if (tokens[j]?.kind === 'ident') j++;
    if (tokens[j]?.value !== '(') return -1;
    j = matching(tokens, j) + 1;
    return tokens[j]?.value === '{' && j <= to ? j : -1;
  }
  if (tokens[j]?.value === '(') j = matching(tokens, j) + 1;
  else if (tokens[j]?.kind === 'ident') j++;
  else return -1;
  // A return type annotation (`(): Promise<void> =>`) sits between the parameters and the arrow.
  while (j <= to && tokens[j].value !== '=>') j++;
  j++;
  return tokens[j]?.value === '{' && j <= to ? j : -1;
}

const constantText = (t: Token | undefined) =>
  t && (t.kind === 'string' || (t.kind === 'template' && !t.dynamic)) ? t.value : t?.kind === 'template' ? t.value : null;

/** Statement-level test and describe calls among tokens [from, to). */
function parseCalls(tokens: Token[], from: number, to: number): Node[] {
  const nodes: Node[] = [];
  let j = from;
  while (j < to) {
    const t = tokens[j];
    if (t.kind === 'punct' && OPEN[t.value]) {
      j = matching(tokens, j) + 1;
      continue;
    }
    const previous = tokens[j - 1];
    // Not after `)`: a test under `for (...)` or `if (...)` is not a statement of its own, and
    // cutting it would leave the loop or condition to swallow the next statement.
    const atStatement = !previous || j === from || (previous.kind === 'punct' && [';', '}', '{'].includes(previous.value));
    if (t.kind === 'ident' && t.value === 'test' && atStatement) {
      let k = j + 1;
      const parts = ['test'];
      while (tokens[k]?.value === '.' && tokens[k + 1]?.kind === 'ident') {
        parts.push(tokens[k + 1].value);
        k += 2;
      }
      const callee = parts.join('.');
      if (tokens[k]?.value === '(' && (TEST_CALLEES.has(callee) || DESCRIBE_CALLEES.has(callee))) {
        const close = matching(tokens, k);
        const args = splitArguments(tokens, k, close);
        const titled = args.length >= 2 && args[0][0] === args[0][1] ? constantText(tokens[args[0][0]]) : null;
        const last = tokens[close + 1]?.value === ';' ? close + 1 : close;
        const fn = args.at(-1);
        if (TEST_CALLEES.has(callee) && titled !== null && fn) {
          nodes.push({ kind: 'test', title: titled, callee, calleeStart: j, calleeEnd: k - 1, first: j, last, children: [] });
          j = last + 1;
          continue;
        }
        if (DESCRIBE_CALLEES.has(callee) && fn) {
          const body = functionBody(tokens, fn);
          if (body !== -1) {
            const bodyEnd = matching(tokens, body);
            const title = args.length >= 2 ? titled : null;
            nodes.push({
              kind: 'describe',
              title,
              callee,
              calleeStart: j,
              calleeEnd: k - 1,
              first: j,
              last,
              children: parseCalls(tokens, body + 1, bodyEnd),
            });
            j = last + 1;
            continue;
          }
        }
      }
    }
    j++;
  }
  return nodes;
}

/** The characters of a statement, widened to whole lines when it stands alone on its lines. */
function removalRange(source: string, start: number, end: number): [number, number] {
  let s = start;
  while (s > 0 && (source[s - 1] === ' ' || source[s - 1] === '\t')) s--;
  let e = end;
  while (e < source.length && (source[e] === ' ' || source[e] === '\t')) e++;
  if ((s === 0 || source[s - 1] === '\n') && (e === source.length || source[e] === '\n' || source[e] === '\r')) {
    if (source[e] === '\r') e++;
    if (source[e] === '\n') e++;
    return [s, e];
  }
  return [start, end];
}

/** Every `.goto('<constant>')` call: token index and address, in source order. */
function gotoCalls(tokens: Token[]): { index: number; url: string }[] {
  const calls: { index: number; url: string }[] = [];
  for (let j = 1; j + 2 < tokens.length; j++) {
    if (tokens[j].kind !== 'ident' || tokens[j].value !== 'goto' || tokens[j - 1].value !== '.' || tokens[j + 1].value !== '(') continue;
    const arg = tokens[j + 2];
    const next = tokens[j + 3];
    if ((arg.kind === 'string' || (arg.kind === 'template' && !arg.dynamic)) && (next?.value === ')' || next?.value === ','))
      calls.push({ index: j, url: arg.value });
  }
  return calls;
}

export type ParsedSpec = {
  tests: SpecTest[];
  /**
   * Titled test calls that are not statements of the file or of a describe (made in a loop, a
   * condition or a helper function): not imported, and left in the scripts of the others.
   */
  unplaced: number;
};

/** Titled `test(...)` calls anywhere, by the index of their `test` token. */
function titledTestCalls(tokens: Token[]): number[] {
  const found: number[] = [];
  for (let j = 0; j < tokens.length; j++) {
    if (tokens[j].kind !== 'ident' || tokens[j].value !== 'test' || tokens[j - 1]?.value === '.') continue;
    let k = j + 1;
    const parts = ['test'];
    while (tokens[k]?.value === '.' && tokens[k + 1]?.kind === 'ident') {
      parts.push(tokens[k + 1].value);
      k += 2;
    }
    const next = tokens[k + 1];
    if (
      TEST_CALLEES.has(parts.join('.')) &&
      tokens[k]?.value === '(' &&
      (next?.kind === 'string' || next?.kind === 'template') &&
      tokens[k + 2]?.value === ','
    )
      found.push(j);
  }
  return found;
}

/** Every test of a Playwright spec file with its own script. Throws SpecSyntaxError on text it cannot read. */
export function parsePlaywrightSpec(source: string): ParsedSpec {
  const tokens = tokenize(source);
  const roots = parseCalls(tokens, 0, tokens.length);
  const gotos = gotoCalls(tokens);
  const result: SpecTest[] = [];
  const placed = new Set<number>();

  const visit = (siblings: Node[], ancestors: { node: Node; siblings: Node[] }[]) => {
    for (const node of siblings) {
      if (node.kind === 'describe') {
        visit(node.children, [...ancestors, { node, siblings }]);
        continue;
      }
      placed.add(node.first);
      // Cut every test and describe that is neither this test nor around it.
      const levels = [...ancestors, { node, siblings }];
      const cuts: [number, number][] = [];
      const path = new Set(levels.map((level) => level.node));
      for (const level of levels) for (const other of level.siblings) if (!path.has(other)) cuts.push([other.first, other.last]);
      const cutTokens = (index: number) => cuts.some(([a, b]) => index >= a && index <= b);
      // `.only` would be meaningless in a file of one test; everything else is kept as written.
      const renames = [...path]
        .filter((p) => p.callee.endsWith('.only'))
        .map((p) => ({ from: tokens[p.calleeStart].start, to: tokens[p.calleeEnd].end, text: p.callee.replace(/\.only$/, '') }));
      const edits = [
        ...cuts.map(([a, b]) => ({ range: removalRange(source, tokens[a].start, tokens[b].end), text: '' })),
        ...renames.map((r) => ({ range: [r.from, r.to] as [number, number], text: r.text })),
      ].toSorted((x, y) => y.range[0] - x.range[0]);
      let script = source;
      for (const edit of edits) script = script.slice(0, edit.range[0]) + edit.text + script.slice(edit.range[1]);
      result.push({
        describes: ancestors.map((a) => a.node.title).filter((title): title is string => title !== null && title.trim() !== ''),
        title: node.title ?? '',
        script,
        firstGoto: gotos.find((call) => !cutTokens(call.index))?.url ?? null,
      });
    }
  };
  visit(roots, []);
  return { tests: result, unplaced: titledTestCalls(tokens).filter((index) => !placed.has(index)).length };
}
