/**
 * Serialized answers kept in this process, each under the version the database gave its data
 * (e.g. a project's tree_version). The caller reads the current version on every request (a cheap
 * query, together with the access check) and asks for it: a kept answer of another version is
 * stale and rebuilt. Several servers on one database thus never serve each other's old data: no
 * instance has to be told of a change, every one sees the version move.
 *
 * Bounded by the bytes it holds, least recently used out first.
 */
export type VersionedJson = { version: number; json: Buffer };

export class VersionedJsonCache {
  /** Map order is use order: least recently used first. */
  private readonly entries = new Map<string, VersionedJson>();
  private heldBytes = 0;
  /** Builds under way, so that concurrent misses of one version build it once. */
  private readonly building = new Map<string, Promise<VersionedJson>>();

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
   */
  async get(key: string, version: number, build: () => Promise<VersionedJson>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.json;
    }
    const buildKey = `${key}@${version}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = build()
        .then((built) => {
          this.keep(key, built);
          return built;
        })
        .finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, pending);
    }
    return (await pending).json;
  }

  private keep(key: string, entry: VersionedJson) {
    this.forget(key);
    if (entry.json.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.heldBytes += entry.json.length;
    for (const oldest of this.entries.keys()) {
      if (this.heldBytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.json.length;
  }
}
