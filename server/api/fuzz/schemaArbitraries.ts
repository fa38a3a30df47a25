/**
 * JSON Schema, the subset openapi/api.yaml uses, to fast-check arbitraries of values the schema
 * accepts. Strings lean on a small alphabet so that names and paths look like names and paths,
 * with a share of characters that have broken servers before (NUL, slashes, quotes, emoji,
 * direction marks) mixed in: all of them are valid to the contract, so whatever the handlers
 * do with them must still end in a 2xx or a 4xx.
 */
import fc from 'fast-check';
import type { Contract } from '../contract.ts';
import { ID_KEYS, IdRef, type IdKey } from './refs.ts';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  minProperties?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
};

/** The schema a `$ref` points to, with `allOf` parts merged into one object schema. */
export function deref(contract: Contract, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract);
    return deref(contract, { ...(target as Schema), ...withoutKey(schema, '$ref') });
  }
  if (!schema.allOf) return schema;
  const merged = withoutKey(schema, 'allOf');
  for (const part of schema.allOf.map((each) => deref(contract, each))) {
    Object.assign(merged, part, {
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    });
  }
  return merged;
}

function withoutKey<T extends object>(value: T, key: keyof T): T {
  const { [key]: _dropped, ...rest } = value;
  return rest as T;
}

export const NASTY_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\n',
  '\t',
  '/',
  '\\',
  '<',
  '>',
  ':',
  '"',
  "'",
  '|',
  '?',
  '*',
  '%',
  '@',
  '#',
  '&',
  'é',
  '😀',
  '\u202e',
  '\ufeff',
  '\u007f',
];

/** One character of generated text: mostly plain, sometimes troublesome, sometimes anything at all. */
export const textUnit = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 _-.'.split('')) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_CHARACTERS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

/** Free-form JSON (feature settings, credentials, storage-state entries) with the same text. */
export const anyJson = fc.jsonValue({ maxDepth: 2, stringUnit: textUnit });

export const email = fc.oneof(
  fc.stringMatching(/^[a-z0-9]{1,12}@[a-z]{1,10}\.example$/),
  fc.emailAddress().filter((address) => address.length <= 254),
);

/** Fields whose name says which fixture id they hold ("test_case_ids_to_add" holds test ids). */
const FIELD_REFS: [RegExp, IdKey[]][] = [
  [/^org_id$/, ['orgId']],
  [/test_suite_id/, ['suiteId']],
  [/collection_id/, ['collectionId']],
  [/browser_state_id/, ['browserStateId']],
  [/shared_parameter_id/, ['parameterId']],
  [/test_module_id/, ['moduleId']],
  [/test_case_id/, ['testCaseId', 'runningTestCaseId']],
];

/** A uuid: mostly the fixture's id the field names, sometimes any of its ids, sometimes one that names nothing. */
export function idArbitrary(field: string): fc.Arbitrary<unknown> {
  const named = FIELD_REFS.find(([pattern]) => pattern.test(field))?.[1];
  return fc.oneof(
    ...(named ? [{ weight: 12, arbitrary: fc.constantFrom(...named).map((key) => new IdRef(key)) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...ID_KEYS).map((key) => new IdRef(key)) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

/** Known-good values for fields that random text would almost never satisfy (a URL, a parameter key). */
export type Hint = (field: string, schema: Schema) => fc.Arbitrary<unknown> | undefined;

export function schemaArbitraries(contract: Contract, hint: Hint) {
  function valid(raw: Schema | undefined, field: string): fc.Arbitrary<unknown> {
    const schema = deref(contract, raw);
    if (schema.oneOf) return fc.oneof(...schema.oneOf.map((branch) => valid(branch, field)));
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const nonNull = types.filter((type) => type !== 'null');
    const value = typed(schema, nonNull[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : 'any'), field);
    const hinted = hint(field, schema);
    const withHint = hinted ? fc.oneof({ weight: 4, arbitrary: hinted }, { weight: 1, arbitrary: value }) : value;
    return types.includes('null') ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: withHint }) : withHint;
  }

  function typed(schema: Schema, type: string, field: string): fc.Arbitrary<unknown> {
    switch (type) {
      case 'object':
        return object(schema, field);
      case 'array': {
        const min = schema.minItems ?? 0;
        // Few items: enough to find bugs of lists, few enough to keep the database small.
        return fc.array(valid(schema.items, field), { minLength: min, maxLength: Math.max(min, Math.min(schema.maxItems ?? 3, 3)) });
      }
      case 'string':
        return string(schema, field);
      case 'integer': {
        const min = schema.minimum ?? -(2 ** 31);
        const max = schema.maximum ?? 2 ** 31 - 1;
        return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, ...(schema.maximum === undefined ? [Number.MAX_SAFE_INTEGER] : [])));
      }
      case 'number':
        return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      default:
        return fc.oneof(fc.string({ unit: textUnit, maxLength: 20 }), anyJson);
    }
  }

  function string(schema: Schema, field: string): fc.Arbitrary<unknown> {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 10_000;
    if (schema.format === 'uuid') return idArbitrary(field);
    if (schema.format === 'email') return email.filter((address) => address.length >= min && address.length <= max);
    if (schema.format === 'date-time')
      return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) }).map((date) => date.toISOString());
    if (schema.format === 'uri') return fc.webUrl();
    if (schema.pattern) {
      // The contract's patterns are one character class repeated, so any prefix still matches.
      return fc
        .stringMatching(new RegExp(schema.pattern, 'u'))
        .map((text) => [...text].slice(0, max).join(''))
        .filter((text) => [...text].length >= min);
    }
    return fc.oneof(
      { weight: 8, arbitrary: fc.string({ unit: textUnit, minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }) },
      // The longest the contract allows, in one- and two-unit characters (limits count code points).
      { weight: max <= 100_000 ? 1 : 0, arbitrary: fc.constantFrom('x', 'é', '😀').map((character) => character.repeat(max)) },
    );
  }

  function object(schema: Schema, field: string): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    const record = fc.record(Object.fromEntries(names.map((name) => [name, valid(properties[name], name)])), {
      requiredKeys: (schema.required ?? []).filter((name) => name in properties),
    });
    const extra = schema.additionalProperties;
    let extras: fc.Arbitrary<Record<string, unknown>>;
    if (extra && typeof extra === 'object') {
      const keys = schema.propertyNames ? (valid(schema.propertyNames, field) as fc.Arbitrary<string>) : fc.string({ unit: textUnit, maxLength: 12 });
      extras = fc.dictionary(keys, valid(extra, field), { maxKeys: 3 });
    } else if (names.length === 0) {
      extras = fc.dictionary(fc.string({ unit: textUnit, maxLength: 12 }), anyJson, { maxKeys: 4 });
    } else {
      // Allowed (the contract never says additionalProperties: false), and sent now and then.
      extras = fc.option(fc.dictionary(fc.stringMatching(/^x_[a-z]{1,8}$/), anyJson, { maxKeys: 2 }), { nil: {}, freq: 4 });
    }
    const value = fc.tuple(extras, record).map(([more, known]) => ({ ...more, ...known }));
    const minProperties = schema.minProperties ?? 0;
    return minProperties > 0 ? value.filter((object) => Object.keys(object).length >= minProperties) : value;
  }

  return { valid };
}

/** Every maxLength and maxItems in the contract, to go one past each. */
export function contractLimits(contract: Contract): { lengths: number[]; items: number[] } {
  const lengths = new Set<number>();
  const items = new Set<number>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.maxLength === 'number') lengths.add(record.maxLength);
    if (typeof record.maxItems === 'number') items.add(record.maxItems);
    Object.values(record).forEach(walk);
  };
  walk(contract);
  return { lengths: [...lengths].sort((a, b) => a - b), items: [...items].sort((a, b) => a - b) };
}
