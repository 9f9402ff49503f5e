// The one test command (npm test): everything CI proves, in the order a failure is cheapest to find.
// Integration tests run twice: on embedded PGlite and on the PostgreSQL server named by TEST_DATABASE_URL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const vitest = (name, project, env = {}) => ({
  name,
  command: `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${path.join(reports, `${name}.json`)}`,
  env,
  report: 'vitest',
});

const steps = [
  { name: 'setup', command: 'node scripts/ensure-setup.mjs' },
  { name: 'chromium', command: 'node scripts/ensure-chromium.mjs' },
  { name: 'codegen', command: 'npm run --silent codegen -- --check' },
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  vitest('unit', 'unit'),
  vitest('integration-pglite', 'integration', { TEST_DATABASE_URL: '' }),
  vitest('integration-postgres', 'integration', { TEST_DATABASE_URL: postgresUrl }),
  {
    name: 'e2e',
    command: 'npx playwright test',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: 'playwright',
  },
];

let passed = 0;
let failed = 0;
const failedSteps = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.command, {
    cwd: root,
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...step.env },
  });
  if (result.status !== 0) failedSteps.push(step.name);
  const counts = readCounts(step);
  passed += counts.passed;
  failed += counts.failed;
  if (result.status !== 0 && ['setup', 'codegen', 'typecheck'].includes(step.name)) break;
}

function readCounts(step) {
  const file = path.join(reports, `${step.name}.json`);
  if (!step.report || !fs.existsSync(file)) return { passed: 0, failed: 0 };
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (step.report === 'vitest') return { passed: data.numPassedTests ?? 0, failed: data.numFailedTests ?? 0 };
  return {
    passed: data.stats?.expected ?? 0,
    failed: (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0),
  };
}

console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
