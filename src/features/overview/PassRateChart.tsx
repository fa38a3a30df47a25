/**
 * The pass rate per day as a hand-drawn SVG line: one point per day with verdicts, the rate
 * from 0 to 100 %. Loaded lazily (OverviewView), so the chart's code stays out of the first
 * page load. Every point names its day and counts for screen readers and on hover.
 */
import { Box } from '@chakra-ui/react';
import type { DayRate } from '../../../machines/overview/overviewStats';
import { formatChartDay } from '../collections/runFormat';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 16, bottom: 28, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const yOf = (rate: number) => PAD.top + (1 - rate) * PLOT_H;

export function pointLabel({ day, passed, failed, rate }: DayRate): string {
  return `${formatChartDay(day)}: ${percent(rate)} passed (${passed} of ${passed + failed} runs)`;
}

export default function PassRateChart({ days }: { days: DayRate[] }) {
  // One day sits in the middle; more spread across the width.
  const xOf = (index: number) => PAD.left + (days.length === 1 ? PLOT_W / 2 : (index * PLOT_W) / (days.length - 1));
  const points = days.map((day, index) => `${xOf(index)},${yOf(day.rate)}`).join(' ');
  // Every label would collide beyond about eight days: show every other one, or fewer.
  const labelEvery = Math.ceil(days.length / 8);
  return (
    <Box color="fg.muted" fontSize="xs">
      <svg
        role="img"
        aria-label={`Pass rate over ${days.length === 1 ? '1 day' : `${days.length} days`}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        {[0, 0.5, 1].map((rate) => (
          <g key={rate}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yOf(rate)} y2={yOf(rate)} stroke="currentColor" strokeOpacity={0.2} />
            <text x={PAD.left - 8} y={yOf(rate)} textAnchor="end" dominantBaseline="middle" fill="currentColor">
              {percent(rate)}
            </text>
          </g>
        ))}
        <polyline points={points} fill="none" stroke="var(--chakra-colors-green-500)" strokeWidth={2} />
        {days.map((day, index) => (
          <g key={day.day} data-testid="pass-rate-point">
            <circle
              cx={xOf(index)}
              cy={yOf(day.rate)}
              r={4}
              fill={day.rate === 1 ? 'var(--chakra-colors-green-500)' : 'var(--chakra-colors-orange-500)'}
            >
              <title>{pointLabel(day)}</title>
            </circle>
            {index % labelEvery === 0 && (
              <text x={xOf(index)} y={HEIGHT - 8} textAnchor="middle" fill="currentColor">
                {formatChartDay(day.day)}
              </text>
            )}
          </g>
        ))}
      </svg>
    </Box>
  );
}
