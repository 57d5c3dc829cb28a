/** Markdown adapters (a separate entry point, '@vitrine/adapters/markdown', so only the routes that render markdown load marked). */
export { MarkedMarkdownRenderer } from './marked-markdown-renderer.js';
