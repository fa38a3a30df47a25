/** Stories serve no API: a run's screenshots are drawn in place (its trace's address is in the machine's context, see runView.samples). */
import { createScreenshotCache } from '../../app/screenshotCache';
import { sampleImage } from '../generation/sampleScreenshots';
import type { ArtifactSource } from './runArtifacts';

// A name containing 'missing' fails, as a failed fetch does.
const cache = createScreenshotCache({
  fetchUrl: async (key) => {
    const name = key.split('/')[1]!;
    if (name.includes('missing')) throw new Error('Not Found');
    return { url: sampleImage(name), expires_at: '2999-01-01T00:00:00.000Z' };
  },
});

export const sampleArtifacts: ArtifactSource = (runId, name) => cache.get(`${runId}/${name}`);
