import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { playwrightKeys } from './keys.ts';
import { commentText, pyString, safeIdentifier, tsString } from './literals.ts';

const awkward = [
  'plain',
  "it's",
  'say "hi"',
  'back\\slash \\n not a newline',
  'two\nlines\r\nand\ttab',
  'nul\u0000 bell\u0007 del\u007f',
  'line\u2028para\u2029next\u0085',
  'café ✓ 日本語 😀',
  'lone \uD800 high and \uDC00 low',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal `${` is one of the characters to escape.
  '${template} `backtick` {python} %s',
  '',
];

describe('string literals', () => {
  it('TypeScript literals read back as the same text', () => {
    for (const text of awkward) expect(new Function(`return ${tsString(text)};`)()).toBe(text);
  });

  it('keep readable text readable', () => {
    expect(tsString("Bob's")).toBe("'Bob\\'s'");
    expect(tsString('café 😀')).toBe("'café 😀'");
    expect(pyString('say "hi"')).toBe('"say \\"hi\\""');
    expect(pyString('a\nb')).toBe('"a\\nb"');
  });

  it('never leave a raw line break inside a literal', () => {
    for (const text of awkward) {
      expect(tsString(text)).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
      expect(pyString(text)).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
    }
  });

  it('Python literals read back as the same text', () => {
    // One python3 run checks them all with ast.literal_eval; lone surrogates go as escapes both ways.
    const program = [
      'import ast, json, sys',
      'cases = json.load(sys.stdin)',
      'out = [ast.literal_eval(lit) == text for lit, text in cases]',
      'print(json.dumps(out))',
    ].join('\n');
    const cases = awkward.map((text) => [pyString(text), text]);
    const out = execFileSync('python3', ['-c', program], { input: JSON.stringify(cases), encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(awkward.map(() => true));
  });

  it('comments stay on one line', () => {
    expect(commentText('click "A"\n// injected\r\nnext\u2028x')).toBe('click "A" // injected next x');
  });
});

describe('safeIdentifier', () => {
  it('keeps ordinary names', () => {
    expect(safeIdentifier('total')).toBe('total');
    expect(safeIdentifier('orderId')).toBe('orderId');
    expect(safeIdentifier('_x1')).toBe('_x1');
  });
  it('makes other names valid identifiers', () => {
    expect(safeIdentifier('order id')).toBe('order_id');
    expect(safeIdentifier('1st')).toBe('_1st');
    expect(safeIdentifier('prix-€')).toBe('prix__');
    expect(safeIdentifier('')).toBe('_');
  });
  it('avoids keywords of both languages and the scripts own names', () => {
    for (const name of ['class', 'def', 'None', 'await', 'page', 'expect', 'env', 'BASE_URL', 'os', 're', 'lambda']) {
      expect(safeIdentifier(name)).toBe(`${name}_`);
    }
  });
});

describe('playwrightKeys', () => {
  it('keeps the names the parser writes', () => {
    for (const keys of ['Enter', 'Tab', 'Escape', 'Control+a', 'ArrowDown', 'Control+Shift+K', 'F5', 'ControlOrMeta+c']) {
      expect(playwrightKeys(keys)).toBe(keys);
    }
  });
  it('maps loose spellings', () => {
    expect(playwrightKeys('ctrl + A')).toBe('Control+A');
    expect(playwrightKeys('esc')).toBe('Escape');
    expect(playwrightKeys('cmd+shift+p')).toBe('Meta+Shift+p');
    expect(playwrightKeys('page down')).toBe('PageDown');
    expect(playwrightKeys('f12')).toBe('F12');
  });
  it('treats a final plus as the plus key', () => {
    expect(playwrightKeys('+')).toBe('+');
    expect(playwrightKeys('Control++')).toBe('Control++');
  });
});
