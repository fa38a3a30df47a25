/** Stories serve no API: each screenshot is drawn in place, labelled with its key. */
import { createScreenshotCache } from '../../app/screenshotCache';

export function sampleImage(key: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="100%" height="100%" fill="#e2e8f0"/><text x="50%" y="50%" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#475569">${key}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The app's cache over drawn images that never expire (a key containing 'missing' fails, as a failed fetch does). */
export const sampleScreenshots = createScreenshotCache({
  fetchUrl: async (key) => {
    if (key.includes('missing')) throw new Error('Not Found');
    return { url: sampleImage(key), expires_at: '2999-01-01T00:00:00.000Z' };
  },
}).get;
