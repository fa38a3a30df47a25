// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  /** The raw result, as autocannon answers in a worker thread; `duration` in seconds. */
  type Result = { totalCompletedRequests: number; duration: number; errors: number; timeouts: number; non2xx: number };
  type Instance = Promise<Result> & {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): Instance;
  };
  export default function autocannon(options: Options): Instance;
}
