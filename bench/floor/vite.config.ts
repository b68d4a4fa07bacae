/** The floor page of `npm run bench:load`: React and a table, built as production code. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/floor/',
  plugins: [react()],
  build: { target: 'es2022' },
});
