/**
 * Public reads (spec section 6: anyone may read a published test and its images). They need no
 * token; a signed-in visitor's token is sent anyway by the client and changes nothing.
 */
import { apiClient, unwrap } from './client';

/** A published test by its custom slug or its _id; an unpublished or unknown one fails with status 404. */
export const getPublicTestCase = (id: string) => unwrap(apiClient.GET('/public/test-case/{id}', { params: { path: { id } } }));

/**
 * The address of a published test's screenshot (operation getPublicImage), for an `<img src>`:
 * a step's `screenshot_key` or an image id, URL-encoded as one path segment.
 */
export const publicImageAddress = (keyOrId: string) => `/api/public/images/${encodeURIComponent(keyOrId)}`;
