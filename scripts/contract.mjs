// `npm run contract -- --base-url URL --email E --password P [--write]`: checks a server
// against the panel's own zod schemas (scripts/contract/run.ts). See `-- --help`.
import { runTs } from './lib/run-ts.mjs';

process.exit(await runTs('scripts/contract/cli.ts', process.argv.slice(2)));
