import { build } from 'vite';
const targets = process.argv.slice(2);
await build({
  logLevel: 'silent',
  build: { outDir: '/tmp/perf/dist2', emptyOutDir: true, write: false },
  plugins: [{
    name: 'why',
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const first = new Set([entry.fileName, ...entry.imports]);
      const inFirst = new Set();
      for (const c of Object.values(bundle)) if (c.type === 'chunk' && first.has(c.fileName)) for (const id of Object.keys(c.modules)) inFirst.add(id);
      for (const t of targets) {
        const ids = [...inFirst].filter((id) => id.includes(t)).slice(0, 3);
        for (const id of ids) {
          // BFS up the importers within the first screen to a src file
          let chain = [id]; let cur = id; const seen = new Set();
          for (let i = 0; i < 30; i++) {
            const info = this.getModuleInfo(cur);
            const imp = (info?.importers ?? []).filter((x) => inFirst.has(x) && !seen.has(x));
            if (!imp.length) break;
            const src = imp.find((x) => !x.includes('node_modules')) ?? imp[0];
            seen.add(src); chain.push(src); cur = src;
            if (!src.includes('node_modules')) break;
          }
          console.log(chain.map((x) => x.replace(/.*node_modules\//, '').replace(process.cwd(), '')).join('\n   <- '));
        }
      }
    },
  }],
});
