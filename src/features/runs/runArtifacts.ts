/**
 * Run artifacts in the page: a run's step screenshot becomes a temporary address (operation
 * getArtifactUrl) usable without a token, cached until it expires like the generation's
 * screenshots (src/app/screenshotCache.ts), so an image drawn after that gets a fresh one. The
 * trace's address is the run view machine's (it renews it before it expires). Stories provide
 * drawn images through the context instead.
 */
import { createContext } from 'react';
import { getArtifactUrl } from '../../api/runs';
import { createScreenshotCache } from '../../app/screenshotCache';

/** A run's artifact to its temporary address, or null when it cannot be had. The same artifact answers the same promise while it is valid. */
export type ArtifactSource = (runId: string, artifactName: string) => Promise<string | null>;

// Run ids and artifact names never hold a '/', so one key carries both.
const cache = createScreenshotCache({
  fetchUrl: (key) => {
    const slash = key.indexOf('/');
    return getArtifactUrl(key.slice(0, slash), key.slice(slash + 1));
  },
});

export const runArtifactSource: ArtifactSource = (runId, artifactName) => cache.get(`${runId}/${artifactName}`);

export const RunArtifactSourceContext = createContext<ArtifactSource>(runArtifactSource);

/**
 * The trace viewer's address for a trace (spec section 2: "the trace address passed as a query
 * value"). The viewer fetches the trace itself, from its own page, so the address is made absolute.
 */
export function traceViewerAddress(traceAddress: string, base: string): string {
  return `/trace/?trace=${encodeURIComponent(new URL(traceAddress, base).href)}`;
}
