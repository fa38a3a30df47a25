/**
 * autocannon in a worker thread: the load has an event loop of its own, so it does not take turns
 * with the server it measures. Answers requests/s, failed requests and every response's latency.
 * (In a worker, autocannon answers its raw result, without the aggregated `requests.average`.)
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, headers, connections, duration } = workerData as { url: string; headers: Record<string, string>; connections: number; duration: number };
const latencies: number[] = [];
const result = await autocannon({ url, headers, connections, duration }).on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
parentPort!.postMessage({ rps: result.totalCompletedRequests / result.duration, failed: result.errors + result.timeouts + result.non2xx, latencies });
