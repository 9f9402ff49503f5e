import { benchSave } from './save-bench.ts';

// Quick run of the save benchmark alone: tsx bench/save/run-save.ts [postgres|pglite]
const kinds = (process.argv[2] ? [process.argv[2]] : ['postgres', 'pglite']) as ('postgres' | 'pglite')[];
for (const kind of kinds) console.log(kind, await benchSave(kind));
