/**
 * Serialized answers kept in this process, each under the version the database gave its data
 * (e.g. a project's tree_version). The caller reads the current version on every request (a cheap
 * query, together with the access check) and asks for it: a kept answer of another version is
 * stale and rebuilt. Several servers on one database thus never serve each other's old data: no
 * instance has to be told of a change, every one sees the version move.
 *
 * Each kept answer also keeps its compressed forms (brotli, gzip), each made on the first request
 * that accepts it: a repeated request sends kept bytes whichever encoding it takes, instead of
 * compressing megabytes again.
 *
 * Bounded by the bytes it holds (JSON and compressed forms), least recently used out first.
 */
import { compressBytes, type ContentEncoding } from './compression.ts';

export type VersionedJson = { version: number; json: Buffer };

/** A kept answer: its JSON, and its compressed forms made so far (or being made). */
type Entry = VersionedJson & { encoded: Map<ContentEncoding, Promise<Buffer>>; bytes: number };

export class VersionedJsonCache {
  /** Map order is use order: least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private heldBytes = 0;
  /** Builds under way, so that concurrent misses of one version build it once. */
  private readonly building = new Map<string, Promise<Entry>>();

  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The JSON of `key` at `version`: the kept copy, or what `build` makes. `build` reads the data
   * and its version in one snapshot and answers both; that may be a newer version than asked for
   * (a change committed in between), which is then what is kept and sent.
   *
   * With an `encoding`, the same JSON compressed with it (kept too, beside the JSON).
   */
  async get(key: string, version: number, build: () => Promise<VersionedJson>, encoding: ContentEncoding | null = null): Promise<Buffer> {
    const entry = await this.entry(key, version, build);
    if (!encoding) return entry.json;
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = compressBytes(entry.json, encoding);
      entry.encoded.set(encoding, encoded);
      encoded.then(
        (bytes) => this.grow(key, entry, bytes.length),
        // Not kept: the next request compresses again.
        () => entry.encoded.delete(encoding),
      );
    }
    return encoded;
  }

  private async entry(key: string, version: number, build: () => Promise<VersionedJson>): Promise<Entry> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const buildKey = `${key}@${version}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = build()
        .then(({ version: built, json }) => {
          const entry: Entry = { version: built, json, encoded: new Map(), bytes: json.length };
          this.keep(key, entry);
          return entry;
        })
        .finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, pending);
    }
    return pending;
  }

  private keep(key: string, entry: Entry) {
    this.forget(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.heldBytes += entry.bytes;
    this.trim();
  }

  /** A compressed form of `entry` is made: counted while the entry is kept (not replaced or dropped meanwhile). */
  private grow(key: string, entry: Entry, bytes: number) {
    entry.bytes += bytes;
    if (this.entries.get(key) !== entry) return;
    this.heldBytes += bytes;
    this.trim();
  }

  private trim() {
    for (const oldest of this.entries.keys()) {
      if (this.heldBytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }
}
