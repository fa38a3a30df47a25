/**
 * An optional language model behind an OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI,
 * Ollama, vLLM, LM Studio, llama.cpp server …). Generation works without one; with one, a step
 * outside the step language is rewritten into it and an ambiguous target may be chosen among its
 * candidates. Callers redact secrets before anything reaches `answer`.
 */
export interface ModelConfig {
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutSeconds: number;
}

/** A model that answers one question: a system prompt and a user message in, text out. */
export interface ChatModel {
  /** Where it is, for log lines (never the key). */
  readonly name: string;
  answer(system: string, user: string): Promise<string>;
}

export class ModelError extends Error {}

export function openAiCompatibleModel(config: ModelConfig): ChatModel {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: `${config.model} at ${config.baseUrl}`,
    async answer(system, user) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({
            model: config.model,
            temperature: 0,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
          }),
          signal: AbortSignal.timeout(config.timeoutSeconds * 1000),
        });
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${config.timeoutSeconds} s` : (error as Error).message;
        throw new ModelError(`The model could not be reached: ${reason}.`);
      }
      if (!response.ok) throw new ModelError(`The model answered HTTP ${response.status}.`);
      const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new ModelError('The model answered without a message.');
      return content.trim();
    },
  };
}
