import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const out = {};
await build({
  logLevel: 'warn',
  build: { outDir: '/tmp/perf/dist', emptyOutDir: true, write: true },
  plugins: [{
    name: 'analyze',
    generateBundle(_, bundle) {
      for (const [f, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') continue;
        const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm:').replace(process.cwd(), ''), m.renderedLength, m.code ? gzipSync(m.code).length : 0]);
        mods.sort((a, b) => b[1] - a[1]);
        out[f] = { gz: gzipSync(c.code).length, imports: c.imports, dyn: c.dynamicImports, mods };
      }
    },
  }],
});
const fs = await import('node:fs');
fs.writeFileSync('/tmp/perf/analysis.json', JSON.stringify(out, null, 1));
