import { describe, expect, it } from 'vitest';
import { ApiError, emptyOn404, toApiError, unwrap } from './client';

const response = (status: number, statusText = '') => new Response(null, { status, statusText });

describe('API errors read message, detail or status text (spec section 7)', () => {
  it("uses the server's message first", () => {
    expect(toApiError({ message: 'Test suite not found.', detail: 'x' }, response(404, 'Not Found')).message).toBe('Test suite not found.');
  });
  it('falls back to detail', () => {
    expect(toApiError({ detail: 'Only detail' }, response(400, 'Bad Request')).message).toBe('Only detail');
  });
  it('falls back to the status text, then to the status', () => {
    expect(toApiError(undefined, response(503, 'Service Unavailable')).message).toBe('Service Unavailable');
    expect(toApiError({}, response(502)).message).toBe('Request failed with status 502');
  });
  it('keeps apart what the server said from the status text (E-56: no status text in module toasts)', () => {
    expect(toApiError({ message: 'Test suite not found.' }, response(404, 'Not Found')).serverMessage).toBe('Test suite not found.');
    expect(toApiError({ detail: 'Only detail' }, response(400, 'Bad Request')).serverMessage).toBe('Only detail');
    expect(toApiError(undefined, response(500, 'Internal Server Error')).serverMessage).toBe('');
  });
  it('unwrap returns data on success and throws an ApiError with the status on failure', async () => {
    await expect(unwrap(Promise.resolve({ data: [1], response: response(200) }))).resolves.toEqual([1]);
    const failure = unwrap(Promise.resolve({ error: { message: 'Nope' }, response: response(403) }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Nope' });
  });
});

describe('lists where 404 means empty (shared parameters, browser states)', () => {
  it('answers an empty list on 404 and passes other failures on', async () => {
    const failing = (status: number) => unwrap<string[]>(Promise.resolve({ error: { message: 'x' }, response: response(status) }));
    await expect(emptyOn404(failing(404))).resolves.toEqual([]);
    await expect(emptyOn404(failing(500))).rejects.toMatchObject({ status: 500 });
    await expect(emptyOn404(Promise.resolve(['a']))).resolves.toEqual(['a']);
  });
});
