/**
 * User metadata (supabase-js's `options.data` at sign-up, `data` in updateUser): free-form JSON
 * the person controls, so bounded before it is stored. Unbounded, a 5 MB `data` made every
 * later request of that account too large to send (431), and anonymous sign-ups could grow the
 * database without limit. The UI itself stores nothing here; the bounds leave room for the
 * display name, avatar address or preferences other clients of the protocol keep.
 */
import { validationFailed } from './errors.ts';

/** Serialized size of the whole object, in UTF-8 bytes. */
export const METADATA_MAX_BYTES = 16 * 1024;
/** Nesting of objects and arrays; the metadata object itself is depth 1. */
export const METADATA_MAX_DEPTH = 8;
/** Members of objects and items of arrays, counted over the whole tree. */
export const METADATA_MAX_ENTRIES = 500;

const tooBig = () =>
  validationFailed(
    `User metadata is too large: at most ${METADATA_MAX_BYTES / 1024} kB of JSON, ${METADATA_MAX_ENTRIES} members and ${METADATA_MAX_DEPTH} levels of nesting.`,
  );

/**
 * Why this value is not acceptable metadata (an error to throw), or null. Walked with a stack
 * of its own: a body nested 100,000 deep is valid JSON, and recursion (JSON.stringify included)
 * overflowed the call stack on it.
 */
function metadataProblem(value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return validationFailed('User metadata (data) must be a JSON object.');
  const pending: Array<{ value: object; depth: number }> = [{ value, depth: 1 }];
  let entries = 0;
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.depth > METADATA_MAX_DEPTH) return tooBig();
    for (const child of Object.values(next.value)) {
      entries += 1;
      if (entries > METADATA_MAX_ENTRIES) return tooBig();
      if (child && typeof child === 'object') pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  // Bounded depth and member count: stringifying is safe now, and measures the strings.
  if (Buffer.byteLength(JSON.stringify(value)) > METADATA_MAX_BYTES) return tooBig();
  return null;
}

/** The `data` of a request as metadata to store: absent (undefined or null) or a bounded object; else 400. */
export function readMetadata(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  const problem = metadataProblem(value);
  if (problem) throw problem;
  return value as Record<string, unknown>;
}

/**
 * GoTrue's update: members of `changes` replace those stored, a null member removes one. The
 * result is bounded too, so that many small updates cannot add up to a large object.
 */
export function mergeMetadata(stored: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...visibleMetadata(stored) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  const problem = metadataProblem(merged);
  if (problem) throw problem;
  return merged;
}

/**
 * What is shown of stored metadata. Accounts that stored more than the bounds before they
 * existed get an empty object back rather than megabytes in every answer and in the browser's
 * storage; their next update starts from empty.
 */
export function visibleMetadata(stored: Record<string, unknown>): Record<string, unknown> {
  return metadataProblem(stored) ? {} : stored;
}
