/** Sample data for the project-features tests, path model and stories (browser-safe). */
import type { Features } from './projectFeatures.machine';

export const SHOP_SUITE_ID = '5d2c8f0e-1b7a-4c39-9e64-2f1a0b3c4d5e';
/** Python script turned off, and an entry the screen does not know (kept on save). */
export const shopFeatures: Features = { python_script: false, unrelated: 3 };
