/**
 * A local stand-in for an OpenAI-compatible chat endpoint, for tests only: no model can be
 * reached from here, so tests answer the chat requests themselves and keep every request body to
 * prove what was (and was not) sent.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; temperature: number; messages: { role: string; content: string }[] };
}

export interface TestModelServer {
  /** The base URL, as MODEL_BASE_URL takes it. */
  url: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

/** `answer` gets the system prompt and the user message; a number answers that HTTP status instead. */
export async function startTestModel(answer: (system: string, user: string) => string | number | Promise<string | number>): Promise<TestModelServer> {
  const requests: ChatRequest[] = [];
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as ChatRequest['body'];
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const reply = await answer(system, user);
    if (typeof reply === 'number') {
      res.writeHead(reply).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
