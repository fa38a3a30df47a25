/** The product API contract, read once from openapi/api.yaml: the source of truth for routes. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { operations } from '../../openapi/schema';

/** An operation of the contract, by its operationId. */
export type OperationId = keyof operations;

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

let operationIds: Set<string> | null = null;

/**
 * Whether the contract has an operation of this id. The generated types (openapi/schema.d.ts)
 * are made from the same file and checked up to date, so they have it then too.
 */
export function isOperationId(id: string): id is OperationId {
  operationIds ??= new Set(listOperations(loadContract()).map(({ operation }) => operation.operationId));
  return operationIds.has(id);
}
