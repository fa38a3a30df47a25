/**
 * The project features the Settings screen offers and the server applies. A project stores
 * them as a free-form object (GET/PUT test-suites/{id}/features); a key it does not hold, or
 * holds as anything but a boolean, has its default.
 */
export type ProjectFeatureKey = 'public_publishing' | 'python_script' | 'step_screenshots' | 'self_healing' | 'auto_accept_heals';

export interface ProjectFeature {
  key: ProjectFeatureKey;
  label: string;
  description: string;
  defaultEnabled: boolean;
}

export const PROJECT_FEATURES: ProjectFeature[] = [
  {
    key: 'public_publishing',
    label: 'Public publishing',
    description: 'Tests of this project can be published to a public page anyone can open. Turning it off unpublishes them.',
    defaultEnabled: true,
  },
  {
    key: 'python_script',
    label: 'Python script',
    description: 'Generation also writes each test as a Python Playwright script.',
    defaultEnabled: true,
  },
  {
    key: 'step_screenshots',
    label: 'Step screenshots',
    description: 'Generation and runs keep a screenshot of every step (secrets masked).',
    defaultEnabled: true,
  },
  {
    key: 'self_healing',
    label: 'Self-healing locators',
    description:
      'When a run fails because a step’s element is no longer found, it is looked up again from what generation recorded; a heal whose script then passes is proposed on the run.',
    defaultEnabled: true,
  },
  {
    key: 'auto_accept_heals',
    label: 'Accept heals automatically',
    description:
      'A proposed heal is accepted at once: its scripts become the test’s and the test runs again. Each stays listed on its run and in the test’s history.',
    defaultEnabled: false,
  },
];

export function isFeatureEnabled(features: Record<string, unknown>, feature: ProjectFeature): boolean {
  const value = features[feature.key];
  return typeof value === 'boolean' ? value : feature.defaultEnabled;
}

/** Whether the project's stored features turn the feature of this key on. */
export function isFeatureOn(features: Record<string, unknown>, key: ProjectFeatureKey): boolean {
  const value = features[key];
  return typeof value === 'boolean' ? value : PROJECT_FEATURES.some((feature) => feature.key === key && feature.defaultEnabled);
}
