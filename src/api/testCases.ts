/** Test cases: one plain function per operation. */
import { apiClient, unwrap } from './client';

export const getTestCase = (id: string) => unwrap(apiClient.GET('/test-case/{id}', { params: { path: { id } } }));
