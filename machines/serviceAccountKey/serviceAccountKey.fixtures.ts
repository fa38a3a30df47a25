/** A sample key shared by the path model and the stories (which cannot import the test helpers). */
import type { ServiceAccountKey } from './serviceAccountKey.machine';

export const newKey: ServiceAccountKey = { service_account_key: 'cj_sa_3f9a1c7e5b2d4e6f8a0b1c2d3e4f5a6b' };
