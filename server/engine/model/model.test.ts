/** The optional model: the chat client, rewriting steps outside the language, choosing among candidates, secrets kept out. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Candidate } from '../locate/resolution.ts';
import { ModelError, openAiCompatibleModel, type ChatModel } from './client.ts';
import { chooseCandidate } from './choose.ts';
import { CHOOSE_SYSTEM, REWRITE_SYSTEM } from './prompts.ts';
import { redactSecrets } from './redact.ts';
import { parseWithModel } from './rewrite.ts';
import { startTestModel, type TestModelServer } from './testModelServer.ts';

let server: TestModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function modelAnswering(answer: Parameters<typeof startTestModel>[0], timeoutSeconds = 5): Promise<ChatModel> {
  server = await startTestModel(answer);
  return openAiCompatibleModel({ baseUrl: `${server.url}/`, apiKey: 'sk-test', model: 'test-model', timeoutSeconds });
}

const candidate = (description: string): Candidate => ({
  description,
  locator: [{ kind: 'css', selector: `[data-x="${description}"]` }],
  fingerprint: { tag: 'button', role: 'button', name: description, text: description, attributes: {}, box: null, frames: [] },
});

describe('the chat client', () => {
  it('posts an OpenAI-style chat completion and answers the message text', async () => {
    const model = await modelAnswering(() => '  click "Buy"\n');
    expect(await model.answer('system words', 'user words')).toBe('click "Buy"');
    expect(server!.requests).toEqual([
      {
        path: '/v1/chat/completions',
        authorization: 'Bearer sk-test',
        body: {
          model: 'test-model',
          temperature: 0,
          messages: [
            { role: 'system', content: 'system words' },
            { role: 'user', content: 'user words' },
          ],
        },
      },
    ]);
    expect(model.name).not.toContain('sk-test');
  });

  it('turns an HTTP error, a silent model and an unreachable one into a ModelError', async () => {
    const failing = await modelAnswering(() => 503);
    await expect(failing.answer('s', 'u')).rejects.toThrow(new ModelError('The model answered HTTP 503.'));
    await server!.close();
    server = undefined;
    const slow = await modelAnswering(() => new Promise((resolve) => setTimeout(() => resolve('late'), 2500)), 1);
    await expect(slow.answer('s', 'u')).rejects.toThrow('The model could not be reached: no answer within 1 s.');
    const gone = openAiCompatibleModel({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'm', timeoutSeconds: 2 });
    await expect(gone.answer('s', 'u')).rejects.toBeInstanceOf(ModelError);
  });
});

describe('rewriting steps outside the language', () => {
  it('rewrites only the steps the parser does not understand, and parses the rewrite', async () => {
    const model = await modelAnswering((system, user) => {
      expect(system).toBe(REWRITE_SYSTEM);
      return user === 'Rewrite this step: push the Buy button' ? 'click the "Buy" button' : 'CANNOT';
    });
    const { result, rewrites } = await parseWithModel('go to /shop\npush the Buy button\nI should see "Thanks"', model, []);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.steps.map((step) => [step.kind, step.source, step.line])).toEqual([
      ['goto', 'go to /shop', 1],
      ['click', 'click the "Buy" button', 2],
      ['expectText', 'I should see "Thanks"', 3],
    ]);
    expect(rewrites).toEqual([{ from: 'push the Buy button', to: ['click the "Buy" button'] }]);
    expect(server!.requests).toHaveLength(1);
  });

  it('accepts a rewrite into several steps, without fences or blank lines', async () => {
    const model = await modelAnswering(() => '```\nenter "ada" into "Name"\n\nclick "Save"\n```');
    const { result } = await parseWithModel('register ada', model, []);
    expect(result.ok && result.steps.map((step) => step.kind)).toEqual(['fill', 'click']);
  });

  it('keeps the step error, with the reason, when the model cannot help', async () => {
    const cannot = await modelAnswering(() => 'CANNOT');
    const refused = await parseWithModel('dance a little', cannot, []);
    expect(!refused.result.ok && refused.result.errors[0].message).toMatch(
      /^Step 1 \(line 1\) "dance a little" is not in the step language\. Did you mean: .*\? \(the model could not rewrite it either\)$/,
    );
    await server!.close();
    const nonsense = await modelAnswering(() => 'please dance');
    const wrong = await parseWithModel('dance a little', nonsense, []);
    expect(!wrong.result.ok && wrong.result.errors[0].message).toContain(`(the model's rewrite "please dance" is not in the step language either)`);
    await server!.close();
    server = undefined;
    const gone = openAiCompatibleModel({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'm', timeoutSeconds: 2 });
    const unreachable = await parseWithModel('dance a little', gone, []);
    expect(!unreachable.result.ok && unreachable.result.errors[0].message).toMatch(/\(The model could not be reached: .+\)$/);
  });

  it('never sends a step that holds a secret value', async () => {
    const model = await modelAnswering(() => 'enter "whatever" into "Password"');
    const { result } = await parseWithModel('log in with hunter2 as the password', model, ['hunter2']);
    expect(!result.ok && result.errors[0].message).toContain('(it holds a secret value, so it was not sent to the model)');
    expect(server!.requests).toHaveLength(0);
  });
});

describe('choosing among ambiguous candidates', () => {
  const candidates = [candidate('button "Add to cart" (in section "Lamp")'), candidate('button "Add to cart" (in section "Desk")')];

  it('answers the candidate the model names', async () => {
    const model = await modelAnswering((system, user) => {
      expect(system).toBe(CHOOSE_SYSTEM);
      expect(user).toBe('Step: add the desk\nCandidates:\n1. button "Add to cart" (in section "Lamp")\n2. button "Add to cart" (in section "Desk")');
      return '2';
    });
    expect(await chooseCandidate(model, 'add the desk', candidates, [])).toEqual({ ok: true, index: 1 });
  });

  it('keeps the ambiguity when the model answers 0, a number out of range, words or nothing', async () => {
    for (const reply of ['0', '7', 'the lamp one', '']) {
      const model = await modelAnswering(() => reply);
      expect(await chooseCandidate(model, 'add it', candidates, [])).toEqual({ ok: false, reason: 'The model did not choose one of them.' });
      await server!.close();
      server = undefined;
    }
  });

  it('redacts secret values from the candidates it sends', async () => {
    const model = await modelAnswering(() => '1');
    await chooseCandidate(model, 'click the account', [candidate('link "hunter2@example.com"'), candidate('link "Settings"')], ['hunter2']);
    expect(server!.requests[0].body.messages[1].content).toContain('link "[secret]@example.com"');
    expect(JSON.stringify(server!.requests)).not.toContain('hunter2');
  });
});

describe('redaction', () => {
  it('replaces every secret, longest first', () => {
    expect(redactSecrets('pw abc and abcdef', ['abc', 'abcdef', ''])).toBe('pw [secret] and [secret]');
  });
});
