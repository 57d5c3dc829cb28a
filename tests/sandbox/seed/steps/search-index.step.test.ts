import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProductIds, termCandidates } from '../../../../sandbox/src/catalog/search-repository.js';
import { searchDocScopes, seedSearchIndex } from '../../../../sandbox/src/seed/steps/search-index.step.js';
import { SITES } from '../../../../sandbox/src/sites/sites.js';
import { SandboxHarness } from '../../sandbox-harness.js';

describe('search index seed step (decision 0475)', () => {
  it('covers each brand family with each language its sites answer in, once', () => {
    const scopes = searchDocScopes().map((s) => `${s.brand}:${s.language}`);
    expect(new Set(scopes).size).toBe(scopes.length);
    for (const site of SITES) for (const language of site.languages) expect(scopes).toContain(`${site.brand}:${language}`);
  });

  describe('on the seeded test database', () => {
    let h: SandboxHarness;
    beforeAll(async () => {
      h = await SandboxHarness.open();
    });
    afterAll(async () => h?.close());

    it('holds one document per scope and searchable product (no bundle), with folded texts and vectors', async () => {
      const rows = await h.db.query<{ brand: string; language: string; product_id: string; name: string; product_type: string; doc_v: string }>(
        `select d.brand, d.language, d.product_id, d.name, p.product_type, d.doc_v::text as doc_v from search_doc d join product p on p.product_id = d.product_id`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.product_type === 'BUNDLE')).toEqual([]);
      expect(new Set(rows.map((r) => `${r.brand}:${r.language}`))).toEqual(new Set(searchDocScopes().map((s) => `${s.brand}:${s.language}`)));
      expect(new Set(rows.map((r) => `${r.brand}:${r.language}:${r.product_id}`)).size).toBe(rows.length);
      for (const row of rows) expect(row.name).toBe(row.name.toLowerCase());
      // The weighted whole carries the name's words at weight A.
      const hoodie = rows.find((r) => r.brand === 'an' && r.language === 'en' && r.name.includes('hoodie'))!;
      expect(hoodie.doc_v).toMatch(/'hoodi':[0-9,A-D]*A/);
    });

    it('holds the folded terms of searchable products only, in every scope', async () => {
      const rows = await h.db.query<{ brand: string; language: string; term: string; folded: string; product_type: string }>(
        `select t.brand, t.language, t.term, t.folded, p.product_type from search_term t join product p on p.product_id = t.product_id`,
      );
      expect(rows.filter((r) => r.product_type === 'BUNDLE')).toEqual([]);
      expect(new Set(rows.map((r) => `${r.brand}:${r.language}`))).toEqual(new Set(searchDocScopes().map((s) => `${s.brand}:${s.language}`)));
      for (const row of rows) expect(row.folded).toBe(row.folded.toLowerCase());
    });

    it('is what keyword search and search-as-you-type read: without it nothing is found, and seeding it again restores the answers', async () => {
      const scope = { brand: 'an', language: 'en' };
      const before = await searchProductIds(h.db, 'hoodie', scope);
      const terms = await termCandidates(h.db, 'hoo', scope);
      expect(before.length).toBeGreaterThan(0);
      expect(terms.length).toBeGreaterThan(0);
      await h.db.query('delete from search_doc');
      await h.db.query('delete from search_term');
      expect(await searchProductIds(h.db, 'hoodie', scope)).toEqual([]);
      expect(await termCandidates(h.db, 'hoo', scope)).toEqual([]);
      const lines: string[] = [];
      const written = await seedSearchIndex(h.db, (line) => lines.push(line));
      expect(written.documents).toBeGreaterThan(0);
      expect(written.terms).toBeGreaterThan(0);
      expect(lines).toEqual([`  Search: ${written.documents} search documents and ${written.terms} search-as-you-type terms (decision 0475)`]);
      expect(await searchProductIds(h.db, 'hoodie', scope)).toEqual(before);
      expect(await termCandidates(h.db, 'hoo', scope)).toEqual(terms);
    });
  });
});
