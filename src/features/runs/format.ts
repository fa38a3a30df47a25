/** How the runs' times read: day, month, year with time (spec section 9), and short durations. */
import { formatRunDate } from '../collections/runFormat';

/** '21 Nov 2026, 14:05', as on every screen that lists runs; '—' when there is none yet. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return Number.isFinite(Date.parse(iso)) ? formatRunDate(iso) : iso;
}

/** `850 ms`, `12.5 s`, `3 min 4 s`. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
