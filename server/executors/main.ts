/**
 * `npm run executor`: a process that only executes — generations and runs — for the servers
 * sharing its PostgreSQL database (DATABASE_URL). Start as many as the browsers need, on as many
 * machines; each serves EXECUTOR_SLOTS jobs at once. Stop it with SIGTERM/SIGINT: the jobs in
 * hand go back to the queue for another executor.
 */
import { ConfigError, readConfig, readStandaloneExecutorConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { startBoss } from '../jobs/boss.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import { startTestUpdates } from '../jobs/testUpdates.ts';
import { openFileStore } from '../storage/fileStore.ts';
import { startExecutor } from './executor.ts';
import { startSupervisor } from './supervisor.ts';
import { createLogger } from '../logging.ts';

async function main() {
  const config = readConfig();
  const executorConfig = readStandaloneExecutorConfig(process.env);
  if (!config.databaseUrl) {
    throw new ConfigError(
      'an executor needs DATABASE_URL: it shares a PostgreSQL database with the servers (the embedded PGlite serves one process only).',
    );
  }
  const log = createLogger(config.logLevel);
  const executorLog = log.child({ part: 'executor' });
  const database = await openDatabase(config);
  const boss = await startBoss(database, log);
  const updates = await startTestUpdates(database);
  const fileStore = openFileStore(config.storage);
  const jobs: Jobs = { boss, updates, files: fileStore, log };
  const supervisor = startSupervisor(database.db, jobs, executorConfig);
  const executor = await startExecutor(database.db, jobs, executorConfig, { log: (line) => executorLog.info(line) });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    executorLog.info(`${signal} received: giving back the jobs in hand and stopping`);
    await executor.stop();
    await supervisor.stop();
    await boss.stop({ graceful: false, close: true }).catch(() => {});
    await updates.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const browser = executorConfig.browserEndpoint ? `the browser server at ${new URL(executorConfig.browserEndpoint).host}` : 'a local Chromium';
  executorLog.info(`${executor.name} is ready: ${executorConfig.slots} slot(s), ${browser}, files: ${fileStore.describe()}`);
}

// Not the logger: the process may have failed before there was one, and this is one line for
// whoever started it (server/main.ts does the same).
main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`The executor cannot start: ${error.message}`);
  else console.error('The executor failed to start:', (error as Error).message);
  process.exit(1);
});
