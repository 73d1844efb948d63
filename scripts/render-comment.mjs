// Renders a comment.md or report.md as GitHub would (GFM via marked, GitHub's markdown styles,
// mermaid diagrams) into an HTML page, for a screenshot in headless Chromium (how
// docs/images/comment.png was made; marked and github-markdown-css are dev dependencies):
//   npm install --no-save mermaid    # only for a report.md with its charts open
//   node scripts/render-comment.mjs .agent-chaos/demo/comment.md /tmp/page.html
//   chromium --headless --no-sandbox --allow-file-access-from-files --window-size=940,1000 --screenshot=comment.png file:///tmp/page.html
import { readFileSync, writeFileSync } from 'node:fs';
import { marked } from 'marked';
const md = readFileSync(process.argv[2], 'utf8');
const renderer = new marked.Renderer();
const code = renderer.code.bind(renderer);
renderer.code = (tok) => (tok.lang === 'mermaid' ? `<pre class="mermaid">${tok.text}</pre>` : code(tok));
const body = marked.parse(md, { gfm: true, renderer });
const css = readFileSync('node_modules/github-markdown-css/github-markdown-light.css', 'utf8');
writeFileSync(
  process.argv[3],
  `<!doctype html><html><head><meta charset="utf-8"><style>${css} body{margin:0;background:#fff} .markdown-body{box-sizing:border-box;max-width:900px;margin:0 auto;padding:24px;border:1px solid #d0d7de;border-radius:6px}</style>
<script src="file://${process.cwd()}/node_modules/mermaid/dist/mermaid.min.js"></script></head><body><article class="markdown-body">${body}</article>
<script>mermaid.initialize({startOnLoad:true, theme:'default'});</script></body></html>`,
);
