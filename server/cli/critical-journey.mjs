#!/usr/bin/env node
// The command-line client (see main.ts). Node 24 runs the TypeScript modules directly.
const { main } = await import('./main.ts');
const code = await main(process.argv.slice(2), {
  out: (line) => console.log(line),
  env: process.env,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
process.exit(code);
