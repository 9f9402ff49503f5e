import { benchConfig, signedInPerson } from '../bench-app.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { freePort } from '../../tests/support/test-app.ts';
import { seedOrg } from '../../tests/support/test-data.ts';
import { generateForm } from '../generate-form.ts';
import { launch } from '../measure.ts';
import { measureDesignerScreen, type DesignerScreenFigures } from './designer-screen.ts';

// The form designer on a 300-question form: the app's production build served by the real server on the
// embedded database (PGlite), a Setup Basic person signed in through the real identity flow, the form
// uploaded through the API, then drags and typing in Chromium (designer-screen.ts).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_DIR = path.join(ROOT, '.tmp/bench-designer-app');
export const DESIGNER_QUESTIONS = 300;
/** Drags timed; each moves a different question one place down. */
const DRAGS = Number(process.env.BENCH_DRAGS ?? 12);
/** Typed into each of three questions' Label. */
const TYPED = ' renamed while designing';

export async function benchDesigner(): Promise<DesignerScreenFigures> {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    // A profile (BENCH_PROFILE) and the components rendered per key by name (BENCH_RENDER_NAMES) are read by
    // function names, which minifying would take away.
    build: {
      outDir: CLIENT_DIR,
      emptyOutDir: true,
      sourcemap: false,
      minify: !process.env.BENCH_PROFILE && !process.env.BENCH_RENDER_NAMES,
    },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-designer-'));
  const database = await openDatabase({ dataDir });
  const port = await freePort();
  const config = benchConfig({ port, dataDir, clientDir: CLIENT_DIR });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const db = database.db;
    const org = await seedOrg(db, { name: 'Bench Designers' });
    const { account, token } = await signedInPerson(db, config.publicUrl, org.guid, [
      'Member',
      'ViewSetup',
      'SetupBasic',
    ]);
    const { form } = generateForm(DESIGNER_QUESTIONS, DESIGNER_QUESTIONS / 2);
    const response = await fetch(`${config.publicUrl}/api/FormDefinition?orgGuid=${org.guid}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...form, orgGuid: org.guid }),
    });
    if (!response.ok) throw new Error(`upload of the form: ${response.status} ${await response.text()}`);
    // Questions spread over the form, none the last of its section, each dragged once.
    const step = Math.floor(DESIGNER_QUESTIONS / DRAGS);
    const dragLabels = Array.from({ length: DRAGS }, (_, index) => `Question ${index * step + 3}`);
    const browser = await launch();
    try {
      return await measureDesignerScreen(browser, {
        baseUrl: config.publicUrl,
        email: account.email,
        password: account.password,
        formGuid: form.guid,
        dragLabels,
        typeLabels: ['Question 10', 'Question 150', 'Question 290'],
        countLabels: ['Question 120', 'Question 220'],
        countTypeLabel: 'Question 200',
        profilePath: process.env.BENCH_PROFILE,
        tracePath: process.env.BENCH_TRACE,
        text: TYPED,
      });
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
