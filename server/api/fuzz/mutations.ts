/**
 * Ways to break a valid request: a value of the wrong type, a missing member, text one past
 * the contract's limits or full of troublesome characters, lists past their maximum, deep
 * nesting, a body that is not an object, and bodies that are not even JSON. The server may
 * accept some of these (a missing optional member is fine, a free-form object takes any value);
 * what it must never do is answer 5xx, or refuse without a message, or refuse after writing.
 */
import fc from 'fast-check';
import { isRef } from './refs.ts';
import { anyJson, textUnit } from './schemaArbitraries.ts';

type Path = (string | number)[];
type Node = { path: Path; value: unknown };

export type Mutation = { variant: string; value: unknown };

/** Whole strings that have broken servers: empty, blank, NUL, a lone surrogate, injections, numbers as text. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\r\n',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '%00',
  '%',
  '\u202eevil',
  '😀'.repeat(201),
  'é'.repeat(201),
  'null',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '  padded  ',
  '00000000-0000-0000-0000-000000000000',
  '*/5 * * * *',
  'a/b/../c',
  '/',
  '//',
  '\\',
];

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value) && !isRef(value);

function nodes(value: unknown, path: Path = []): Node[] {
  const here = [{ path, value }];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => nodes(item, [...path, index])));
  if (isObject(value)) return here.concat(Object.entries(value).flatMap(([key, child]) => nodes(child, [...path, key])));
  return here;
}

/** A copy with the node at `path` replaced (`remove`: taken out). Stand-ins are kept as they are. */
function changeAt(root: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (remove && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = changeAt(copy[head as number], rest, replacement, remove);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  if (remove && rest.length === 0) delete copy[head as string];
  else copy[head as string] = changeAt(copy[head as string], rest, replacement, remove);
  return copy;
}

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ unit: textUnit, maxLength: 10 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(anyJson, { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 2 }),
);

function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Mutations of one valid body; `limits` are the contract's maxLength and maxItems values. */
export function bodyMutations(limits: { lengths: number[]; items: number[] }) {
  const huge = fc.constantFrom(...limits.lengths).map((length) => 'x'.repeat(length + 1));
  const nasty = fc.constantFrom(...NASTY_STRINGS);
  return (body: unknown): fc.Arbitrary<Mutation> => {
    const all = nodes(body);
    const members = all.filter((node) => typeof node.path.at(-1) === 'string');
    const texts = all.filter((node) => typeof node.value === 'string' || isRef(node.value));
    const lists = all.filter((node) => Array.isArray(node.value));
    const at = <T>(candidates: Node[], variant: string, replacement: fc.Arbitrary<T>) =>
      fc.tuple(fc.constantFrom(...candidates), replacement).map(([node, value]) => ({ variant, value: changeAt(body, node.path, value) }));
    const options: fc.Arbitrary<Mutation>[] = [
      at(all, 'body:wrong-type', wrongValue),
      at(all, 'body:deep', fc.constantFrom(64, 512, 2048).map(nested)),
      fc.oneof(wrongValue, fc.constant([body])).map((value) => ({ variant: 'body:not-an-object', value })),
    ];
    if (members.length)
      options.push(fc.constantFrom(...members).map((node) => ({ variant: 'body:missing', value: changeAt(body, node.path, undefined, true) })));
    if (texts.length) options.push(at(texts, 'body:too-long', huge), at(texts, 'body:nasty-text', nasty));
    if (lists.length && limits.items.length) {
      options.push(
        fc.tuple(fc.constantFrom(...lists), fc.constantFrom(...limits.items)).map(([node, max]) => {
          const list = node.value as unknown[];
          return {
            variant: 'body:too-many',
            value: changeAt(
              body,
              node.path,
              Array.from({ length: max + 1 }, () => list[0] ?? 'x'),
            ),
          };
        }),
      );
    }
    return fc.oneof(...options);
  };
}

/** Not JSON, or JSON the server must not read as-is, sent as raw text. */
export const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  '[1,]',
  'nul',
  'undefined',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '"unterminated',
  '1e999999',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '['.repeat(5000) + ']'.repeat(5000),
];

/** Bodies sent as text: broken JSON, the right JSON under the wrong type, and prototype pollution. */
export function textBodies(validJson: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> {
  const json = (value: unknown) => JSON.stringify(value === undefined ? {} : value);
  return fc.oneof(
    fc.constantFrom(...BROKEN_JSON).map((text) => ({ variant: 'text:broken-json', value: { text, contentType: 'application/json' } })),
    fc
      .tuple(
        validJson,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
          'application/jsonx',
        ),
      )
      .map(([value, contentType]) => ({ variant: 'text:content-type', value: { text: json(value), contentType } })),
    validJson.map((value) => {
      const text = json(value);
      const polluted =
        text.startsWith('{') && text !== '{}'
          ? `{"__proto__":{"isSuperAdmin":true},${text.slice(1)}`
          : '{"constructor":{"prototype":{"isSuperAdmin":true}}}';
      return { variant: 'text:prototype', value: { text: polluted, contentType: 'application/json' } };
    }),
  );
}
