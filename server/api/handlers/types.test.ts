/**
 * The contract types the handlers: each `@ts-expect-error` below is a drift from
 * openapi/api.yaml that `npm run typecheck` must refuse (an expected error that does not occur
 * fails the typecheck too). One table per case: TypeScript may leave some of an object's wrong
 * members unreported once it has reported one. The tests that run check what the types rest on
 * and cannot see: one success status per operation, and no handler sending its answer itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../contract.ts';
import type { Handlers } from './types.ts';
import { preSerializedJson, serializeJson } from '../preSerializedJson.ts';
import { sendStoredFile } from '../sendStoredFile.ts';
import type { files } from '../../db/schema.ts';

const file: typeof files.$inferSelect = {
  id: 'c0ffee00-0000-4000-8000-000000000000',
  testCaseId: null,
  testRunId: null,
  name: 'shot.png',
  key: null,
  contentType: 'image/png',
  size: 1,
  data: null,
  createdAt: new Date(0),
};

const suite = { test_suite_id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e51', name: 'Shop', org_id: '0b5f3c9e-7f1e-4c55-9a43-2f1d8c0e6a11' };

const unknownOperation: Handlers = {
  // @ts-expect-error an operationId the contract does not have
  async listProjects() {
    return [];
  },
};

const unknownPathParameter: Handlers = {
  async getTestSuite({ params }) {
    // @ts-expect-error a path parameter the operation does not have
    void params.suiteId;
    return suite;
  },
};

const unknownQueryParameter: Handlers = {
  async renameTestSuite({ query }) {
    // @ts-expect-error a query parameter the operation does not have
    void query.name;
    return { ...suite, name: query.new_name };
  },
};

const unknownBodyField: Handlers = {
  async createTestSuite({ body }) {
    // @ts-expect-error a body field the contract does not have
    void body.title;
    return suite;
  },
};

const wrongAnswer: Handlers = {
  // @ts-expect-error an answer that is not the contract's TestSuite (no org_id)
  async listTestSuites() {
    return [{ test_suite_id: suite.test_suite_id, name: suite.name }];
  },
};

const wrongText: Handlers = {
  // @ts-expect-error text the contract does not allow ('true' or 'false' only)
  async isTestAdmin() {
    return 'yes';
  },
};

const bodyOnNoContent: Handlers = {
  // @ts-expect-error an operation answering 204 has no body
  async deleteTestSuite() {
    return suite;
  },
};

const fileForJson: Handlers = {
  // @ts-expect-error the escape hatch for files is only for operations that answer files
  async getTestCase({ reply }) {
    return sendStoredFile(reply, file, Buffer.from('{}'), 'no-store');
  },
};

const bareBuffer: Handlers = {
  // @ts-expect-error a bare Buffer is not a pre-serialized answer
  async getTestCaseParameters() {
    return Buffer.from('{}');
  },
};

const fitting: Handlers = {
  async getTestSuite({ params }) {
    return { ...suite, test_suite_id: params.id };
  },
  // JSON serialized ahead goes through preSerializedJson.
  async getTestCaseLogs({ reply }) {
    return preSerializedJson(reply, serializeJson({ logs: [] }));
  },
  // The escape hatch of an operation that answers a file.
  async getImage({ reply }) {
    return sendStoredFile(reply, file, Buffer.from([0x89]), 'no-store');
  },
  async deleteTestSuite() {
    return undefined;
  },
};

describe('handler types', () => {
  it('rest on each operation of the contract having one success status', () => {
    const successes = listOperations(loadContract()).map(({ operation }) =>
      Object.keys(operation.responses as object).filter((status) => /^2/.test(status)),
    );
    expect(successes.filter((statuses) => statuses.length !== 1)).toEqual([]);
  });

  it('answer by returning: no handler sends its answer itself, which its types would not see', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const sending = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .filter((name) => /\.send\(/.test(fs.readFileSync(path.join(dir, name), 'utf8')));
    expect(sending).toEqual([]);
  });

  it('are checked by the typecheck, not at run time', () => {
    const tables = [
      unknownOperation,
      unknownPathParameter,
      unknownQueryParameter,
      unknownBodyField,
      wrongAnswer,
      wrongText,
      bodyOnNoContent,
      fileForJson,
      bareBuffer,
      fitting,
    ];
    expect(tables.every((table) => Object.keys(table).length > 0)).toBe(true);
  });
});
