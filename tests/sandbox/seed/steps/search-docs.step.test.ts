import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProductIds } from '../../../../sandbox/src/catalog/search-repository.js';
import { searchDocScopes, seedSearchDocs } from '../../../../sandbox/src/seed/steps/search-docs.step.js';
import { SITES } from '../../../../sandbox/src/sites/sites.js';
import { SandboxHarness } from '../../sandbox-harness.js';

describe('search documents seed step (decision 0475)', () => {
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

    it('is what keyword search reads: without the documents nothing is found, and seeding them again restores the answers', async () => {
      const before = await searchProductIds(h.db, 'hoodie', { brand: 'an', language: 'en' });
      expect(before.length).toBeGreaterThan(0);
      await h.db.query('delete from search_doc');
      expect(await searchProductIds(h.db, 'hoodie', { brand: 'an', language: 'en' })).toEqual([]);
      const written = await seedSearchDocs(h.db, () => undefined);
      expect(written).toBeGreaterThan(0);
      expect(await searchProductIds(h.db, 'hoodie', { brand: 'an', language: 'en' })).toEqual(before);
    });
  });
});
