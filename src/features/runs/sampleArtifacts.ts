/** Stories serve no API: a run's screenshots are drawn in place, its trace has a made-up temporary address. */
import { createScreenshotCache } from '../../app/screenshotCache';
import { sampleImage } from '../generation/sampleScreenshots';
import type { ArtifactSource } from './runArtifacts';

/** The temporary address the stories give a run's trace. */
export const sampleTraceAddress = (runId: string, name: string) => `/api/public/artifacts/${runId}?artifact_name=${name}&expires=32503680000&signature=c2lnbmVk`;

// A name containing 'missing' fails, as a failed fetch does.
const cache = createScreenshotCache({
  fetchUrl: async (key) => {
    const [runId, name] = key.split('/') as [string, string];
    if (name.includes('missing')) throw new Error('Not Found');
    return { url: name.endsWith('.zip') ? sampleTraceAddress(runId, name) : sampleImage(name), expires_at: '2999-01-01T00:00:00.000Z' };
  },
});

export const sampleArtifacts: ArtifactSource = (runId, name) => cache.get(`${runId}/${name}`);
