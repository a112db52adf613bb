// `npm run api:docs`: the HTML API reference in dist/api-docs/: the product contract (index.html, served at
// /api-docs) and the mock API's QA controls (mock-controls.html, /api-docs/mock-controls.html), each page
// linking to the other.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const API_DOCS_PAGES = [
  {
    spec: 'openapi/openapi.yaml',
    output: 'dist/api-docs/index.html',
    link: { href: '/api-docs/mock-controls.html', text: 'QA controls of the mock API (/__mock) →' },
  },
  {
    spec: 'openapi/mock-controls.yaml',
    output: 'dist/api-docs/mock-controls.html',
    link: { href: '/api-docs', text: '← Spendboard administrator API' },
  },
];

for (const page of API_DOCS_PAGES) {
  const built = spawnSync('npx', ['--no', 'redocly', 'build-docs', page.spec, '-o', page.output], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  // A plain link before the reference (no script: the page's Content-Security-Policy lists its inline scripts' hashes).
  const html = readFileSync(page.output, 'utf8');
  const link = `<nav aria-label="API references" style="padding:8px 16px;font-family:sans-serif"><a href="${page.link.href}">${page.link.text}</a></nav>`;
  writeFileSync(
    page.output,
    html.replace(/<body([^>]*)>/, (body) => `${body}${link}`),
  );
}
