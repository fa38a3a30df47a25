/**
 * Bounds on the free-form objects of request bodies (the contract's `additionalProperties:
 * true` or `x-max-bytes`: project features, credentials, execution settings, remote browser
 * settings, branding, browser states). The contract's validator does not look inside them, so before these bounds a value
 * nested 100,000 deep reached the database mapping, whose JSON.stringify ran out of stack (a
 * 500), and any size up to the whole request limit was stored. Each is walked with a stack of
 * its own, never by recursion, and measured only once its depth is known to be safe.
 */
import { listOperations, type Contract } from './contract.ts';
import { HttpError } from './httpError.ts';

export const FREE_FORM_MAX_DEPTH = 32;
/** The size a free-form object may have as JSON, unless its schema says otherwise with `x-max-bytes`. */
export const FREE_FORM_MAX_BYTES = 64 * 1024;
/** Any body, free-form or not: nothing after the guards needs to be safe for deeper values. */
export const BODY_MAX_DEPTH = 64;

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  'x-max-bytes'?: number;
};

/** Where a body holds a free-form object: member names, with `*` for any item or key. */
export type FreeFormPlace = { path: string[]; maxBytes: number };

function placesIn(schema: Schema | undefined, path: string[], schemas: Record<string, Schema>, refs: string[], out: FreeFormPlace[]): void {
  if (!schema) return;
  if (schema.$ref) {
    if (refs.includes(schema.$ref)) return; // a schema that contains itself: its places are found once
    placesIn(schemas[schema.$ref.replace('#/components/schemas/', '')], path, schemas, [...refs, schema.$ref], out);
    return;
  }
  // `x-max-bytes` also marks an object whose members are typed but which keeps any others.
  if (schema.additionalProperties === true || schema['x-max-bytes'] !== undefined) {
    out.push({ path, maxBytes: schema['x-max-bytes'] ?? FREE_FORM_MAX_BYTES });
    return;
  }
  for (const [name, member] of Object.entries(schema.properties ?? {})) placesIn(member, [...path, name], schemas, refs, out);
  placesIn(schema.items, [...path, '*'], schemas, refs, out);
  if (typeof schema.additionalProperties === 'object') placesIn(schema.additionalProperties, [...path, '*'], schemas, refs, out);
  for (const branch of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) placesIn(branch, path, schemas, refs, out);
}

/** operationId → the free-form places of its body (operations without any are left out). */
export function freeFormPlaces(contract: Contract): Map<string, FreeFormPlace[]> {
  const schemas = (contract.components as { schemas: Record<string, Schema> }).schemas;
  const result = new Map<string, FreeFormPlace[]>();
  for (const { operation } of listOperations(contract)) {
    const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
    const places: FreeFormPlace[] = [];
    for (const media of Object.values(content)) placesIn(media.schema, [], schemas, [], places);
    const unique = [...new Map(places.map((place) => [place.path.join('/'), place])).values()];
    if (unique.length > 0) result.set(operation.operationId, unique);
  }
  return result;
}

/** Whether a value nests objects and arrays deeper than `limit` levels (a scalar is 0, `{}` is 1). */
export function deeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (!next.value || typeof next.value !== 'object') continue;
    if (next.depth + 1 > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/** The values at a place of a body, with their fields ("body/test_cases/0/credentials"). */
function valuesAt(body: unknown, path: string[]): { field: string; value: unknown }[] {
  let found = [{ field: 'body', value: body }];
  for (const step of path) {
    found = found.flatMap(({ field, value }) => {
      if (!value || typeof value !== 'object') return [];
      const entries =
        step === '*' ? Object.entries(value) : Object.hasOwn(value, step) ? [[step, (value as Record<string, unknown>)[step]] as const] : [];
      return entries.map(([key, child]) => ({ field: `${field}/${key}`, value: child }));
    });
  }
  return found.filter(({ value }) => value !== undefined && value !== null);
}

const kilobytes = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

/** Refuses a body whose free-form objects pass their bounds, or that nests deeper than any body may. */
export function refuseUnboundedBody(body: unknown, places: FreeFormPlace[]): void {
  for (const place of places) {
    for (const { field, value } of valuesAt(body, place.path)) {
      if (deeperThan(value, FREE_FORM_MAX_DEPTH)) {
        throw new HttpError(400, `${field} is nested too deeply: at most ${FREE_FORM_MAX_DEPTH} levels of objects and arrays.`, field);
      }
      if (Buffer.byteLength(JSON.stringify(value)) > place.maxBytes) {
        throw new HttpError(400, `${field} is too large: at most ${kilobytes(place.maxBytes)} as JSON.`, field);
      }
    }
  }
  if (deeperThan(body, BODY_MAX_DEPTH))
    throw new HttpError(400, `The body is nested too deeply: at most ${BODY_MAX_DEPTH} levels of objects and arrays.`, 'body');
}
