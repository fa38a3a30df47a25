/**
 * Browser storage of saved selections and preferences. Reads never throw: storage can be
 * unavailable (private windows, quotas), and the product must still start.
 */
const PREFIX = 'critical-journey.';

export const storageKeys = {
  organization: 'selectedOrganization',
  project: 'selectedProject',
  collection: 'selectedCollection',
  test: 'selectedTest',
  theme: 'theme',
  sidebarPinned: 'sidebarPinned',
} as const;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // Storage is a convenience: losing a saved selection must not break the page.
  }
}

/** Forgets the saved selections of the user who signed out (theme and sidebar stay). */
export function clearSelections(): void {
  for (const key of [storageKeys.organization, storageKeys.project, storageKeys.collection, storageKeys.test]) writeStored(key, null);
}
