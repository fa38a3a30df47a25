import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addResponseValidation } from './responseValidation.ts';

describe('responses are held to the contract', () => {
  it('refuses to send a body that breaks its response schema, and lets a good one through', async () => {
    const app = Fastify();
    addResponseValidation(app);
    const schema = {
      response: {
        200: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['test_suite_id', 'name'],
                properties: { test_suite_id: { type: 'string' }, name: { type: 'string' } },
              },
            },
          },
        },
      },
    };
    app.get('/good', { schema }, async () => ({ test_suite_id: 'a', name: 'Shop' }));
    app.get('/drifted', { schema }, async () => ({ id: 'a', name: 'Shop' }));
    app.setErrorHandler((error: Error, _request, reply) => reply.code(500).send({ message: error.message }));

    expect((await app.inject('/good')).json()).toEqual({ test_suite_id: 'a', name: 'Shop' });
    const drifted = await app.inject('/drifted');
    expect(drifted.statusCode).toBe(500);
    expect(drifted.json().message).toContain("must have required property 'test_suite_id'");
    await app.close();
  });
});
