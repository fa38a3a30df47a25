/** The product API contract, read once from openapi/api.yaml: the source of truth for routes. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const contractPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/api.yaml');

export type Operation = { operationId: string; security?: unknown[]; [key: string]: unknown };
export type Contract = { openapi: string; paths: Record<string, Record<string, Operation>>; [key: string]: unknown };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

let cached: Contract | null = null;

export function loadContract(): Contract {
  cached ??= parse(fs.readFileSync(contractPath, 'utf8')) as Contract;
  return cached;
}

export function listOperations(contract: Contract) {
  return Object.entries(contract.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), route, operation })),
  );
}
