import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';
import { traceViewerAddress } from './runArtifacts';

describe('run formats', () => {
  it('reads durations short', () => {
    expect([formatDuration(null), formatDuration(850), formatDuration(12_500), formatDuration(39_000), formatDuration(184_000)]).toEqual([
      '—',
      '850 ms',
      '12.5 s',
      '39 s',
      '3 min 4 s',
    ]);
  });

  it('passes the absolute trace address to the trace viewer as a query value', () => {
    expect(traceViewerAddress('/api/public/artifacts/r1?artifact_name=trace.zip&expires=9&signature=a%2Bb', 'https://cj.example/run/s/r1')).toBe(
      `/trace/?trace=${encodeURIComponent('https://cj.example/api/public/artifacts/r1?artifact_name=trace.zip&expires=9&signature=a%2Bb')}`,
    );
    expect(traceViewerAddress('https://files.example/t.zip', 'https://cj.example/')).toBe('/trace/?trace=https%3A%2F%2Ffiles.example%2Ft.zip');
  });
});
