/** The project features live in rules/, shared with the server that applies them. */
export { isFeatureEnabled, isFeatureOn, PROJECT_FEATURES } from '../../rules/projectFeatures.ts';
export type { ProjectFeature, ProjectFeatureKey } from '../../rules/projectFeatures.ts';
