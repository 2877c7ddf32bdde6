import { sql } from 'kysely';
import { expectContractResponse, forEachDatabase } from '../testing';

interface Summary {
  id: number;
  name: string;
  price_with_tax: number;
  in_stock: boolean;
  stock_qty: number;
  back_order: boolean;
  brand: { id: number; name: string } | null;
  created_at?: string;
}

interface CategoryNode {
  id: number;
  name: string;
  slug: string | null;
  is_top: boolean;
  show_on_header: boolean;
  childrens: CategoryNode[];
}

forEachDatabase('catalogue', (server) => {
  describe('product list (filterProducts)', () => {
    it('pages through every product with the pagination meta', async () => {
      const first = await server.api.get('/products/filter');
      const body = expectContractResponse('filterProducts', first);
      expect(first.status).toBe(200);
      expect(body.data).toHaveLength(20);
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 20 });
      expect(body.meta.total_count).toBeGreaterThanOrEqual(200);
      expect(body.meta.total_pages).toBe(Math.ceil(body.meta.total_count / 20));

      const last = await server.api.get('/products/filter', { query: { page: body.meta.total_pages, per_page: 20 } });
      expect(last.body.data.length).toBe(body.meta.total_count - 20 * (body.meta.total_pages - 1));
      const beyond = await server.api.get('/products/filter', { query: { page: body.meta.total_pages + 1 } });
      expect(beyond.body.data).toEqual([]);
    });

    it('counts a new product in the total, and no longer once it is deactivated', async () => {
      const total = async () => (await server.api.get('/products/filter')).body.meta.total_count as number;
      const before = await total();
      const now = new Date().toISOString();
      const { id } = await server.db
        .insertInto('products')
        .values({
          name: 'Counted Kettle', slug: 'counted-kettle', sku: 'COUNTED-1', description: '', price: 10_000, compare_price: null,
          stock_qty: 1, back_order: 0, brand_id: null, video_url: null, popularity: 0, sold_count: 0, weekly_views: 0,
          created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        expect(await total()).toBe(before + 1);
        await server.db.updateTable('products').set({ is_active: 0 }).where('id', '=', id).execute();
        expect(await total()).toBe(before);
      } finally {
        await server.db.deleteFrom('products').where('id', '=', id).execute();
      }
      expect(await total()).toBe(before);
    });

    it('lists newest first by default and sorts by price both ways', async () => {
      const asc = (await server.api.get('/products/filter', { query: { sort: 'price_asc', per_page: 60 } })).body.data as Summary[];
      const prices = asc.map((p) => p.price_with_tax);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = (await server.api.get('/products/filter', { query: { sort: 'price_desc', per_page: 5 } })).body.data as Summary[];
      expect(desc[0].price_with_tax).toBeGreaterThanOrEqual(desc[4].price_with_tax);
      const newest = await server.db.selectFrom('products').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect((await server.api.get('/products/filter')).body.data[0].id).toBe(newest.id);
    });

    it('pages a category in every sort as the products themselves sort (its listing index)', async () => {
      const electronics = await server.db.selectFrom('categories').select('id').where('slug', '=', 'electronics').executeTakeFirstOrThrow();
      const { rows } = await sql<{ id: number; price: number; popularity: number; created_at: string }>`
        with recursive below (id) as (
          select id from categories where id = ${electronics.id}
          union all
          select c.id from categories c join below on c.parent_id = below.id
        )
        select distinct p.id, p.price, p.popularity, p.created_at from products p
        join product_categories pc on pc.product_id = p.id join below on below.id = pc.category_id
        where p.is_active = 1`.execute(server.db);
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
      const expected: Record<string, number[]> = {
        newest: [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || byId(b, a)).map((r) => r.id),
        price_asc: [...rows].sort((a, b) => a.price - b.price || byId(a, b)).map((r) => r.id),
        price_desc: [...rows].sort((a, b) => b.price - a.price || byId(b, a)).map((r) => r.id),
        popular: [...rows].sort((a, b) => b.popularity - a.popularity || byId(a, b)).map((r) => r.id),
      };
      expect(rows.length).toBeGreaterThan(10);
      for (const [sort, ids] of Object.entries(expected)) {
        const query = { 'category_ids[]': [electronics.id], sort, per_page: 7, page: 2 };
        const { body } = await server.api.get('/products/filter', { query });
        expect({ sort, ids: (body.data as Summary[]).map((p) => p.id) }).toEqual({ sort, ids: ids.slice(7, 14) });
        expect(body.meta.total_count).toBe(rows.length);
      }
    });

    it('filters by a top category including its sub-categories', async () => {
      const electronics = await server.db.selectFrom('categories').select('id').where('slug', '=', 'electronics').executeTakeFirstOrThrow();
      const response = await server.api.get('/products/filter', { query: { 'category_ids[]': [electronics.id], per_page: 60 } });
      expectContractResponse('filterProducts', response);
      expect(response.body.meta.total_count).toBeGreaterThan(20);
      const smartphones = await server.api.get('/products/filter', { query: { 'category_ids[]': [electronics.id + 2] } });
      expect(smartphones.body.meta.total_count).toBeLessThan(response.body.meta.total_count);
    });

    it('filters by brand, price range and what can be bought now', async () => {
      const brandId = 1;
      const byBrand = (await server.api.get('/products/filter', { query: { 'brand_ids[]': [brandId], per_page: 60 } })).body.data as Summary[];
      expect(byBrand.length).toBeGreaterThan(0);
      expect(byBrand.every((p) => p.brand?.id === brandId)).toBe(true);

      const ranged = (await server.api.get('/products/filter', { query: { min_price: 500, max_price: 999, per_page: 60 } })).body.data as Summary[];
      expect(ranged.length).toBeGreaterThan(0);
      expect(ranged.every((p) => p.price_with_tax >= 500 && p.price_with_tax <= 999)).toBe(true);

      const all = (await server.api.get('/products/filter')).body.meta.total_count;
      const buyable = await server.api.get('/products/filter', { query: { in_stock: true, per_page: 60 } });
      expect(buyable.body.meta.total_count).toBeLessThan(all);
      expect((buyable.body.data as Summary[]).every((p) => p.in_stock && (p.stock_qty > 0 || p.back_order))).toBe(true);
    });

    it('searches name, brand and description with every word', async () => {
      const response = await server.api.get('/products/filter', { query: { query: 'tarang earbuds' } });
      expect(response.body.data.length).toBeGreaterThan(0);
      for (const product of response.body.data as Summary[]) {
        expect(product.name.toLowerCase()).toContain('tarang');
      }
      expect((await server.api.get('/products/filter', { query: { query: '100%_no_such' } })).body.meta.total_count).toBe(0);
    });

    it('answers 400 for invalid parameters', async () => {
      const tooMany = await server.api.get('/products/filter', { query: { per_page: 61 } });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errors).toEqual([{ field: 'per_page', message: 'per_page must be <= 60' }]);
      const wrongType = await server.api.get('/products/filter', { query: { page: 'two' } });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.meta.message).toBe('page must be integer');
      expectContractResponse('filterProducts', wrongType);
      const badSort = await server.api.get('/products/filter', { query: { sort: 'cheapest' } });
      expect(badSort.body.meta.message).toBe('sort must be one of: newest, price_asc, price_desc, popular');
      const inverted = await server.api.get('/products/filter', { query: { min_price: 900, max_price: 100 } });
      expect(inverted.status).toBe(400);
      expect(inverted.body.meta.message).toBe('min_price must not be greater than max_price');
    });
  });

  describe('product page (getProduct)', () => {
    it('has variants with attributes and the option types they use', async () => {
      const variant = await server.db.selectFrom('variants').select('product_id').orderBy('id').executeTakeFirstOrThrow();
      const response = await server.api.get(`/products/${variant.product_id}`);
      const product = expectContractResponse('getProduct', response).data;
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.variants[0].attributes.map((a: { option_type: string }) => a.option_type)).toEqual(['Size', 'Colour']);
      expect(product.option_types.map((t: { name: string }) => t.name)).toEqual(['size', 'colour']);
      expect(product.description).toContain('<p>');
      expect(product.categories.length).toBe(1);
    });

    it('adds a trailing video entry to the gallery of a product with a video', async () => {
      const withVideo = await server.db.selectFrom('products').select('id').where('video_url', 'is not', null).executeTakeFirstOrThrow();
      const product = expectContractResponse('getProduct', await server.api.get(`/products/${withVideo.id}`)).data;
      expect(product.video_url).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]+$/);
      expect(product.gallery.at(-1)).toMatchObject({ id: null, is_video: true, url: product.video_url });
      expect(product.gallery.filter((g: { is_video: boolean }) => !g.is_video)).toHaveLength(2);
    });

    it('answers 404 for an unknown product and 400 for a malformed id', async () => {
      const missing = await server.api.get('/products/999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ meta: { message: 'Product not found' } });
      const malformed = await server.api.get('/products/abc');
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toEqual([{ field: 'id', message: 'id must be integer' }]);
    });
  });

  describe('search (searchProducts)', () => {
    it('answers at most 10 name matches, names starting with the text first', async () => {
      const response = await server.api.get('/products/v1/search', { query: { query: 'voltix' } });
      const results = expectContractResponse('searchProducts', response).data as Summary[];
      expect(results).toHaveLength(10);
      expect(results.every((p) => p.name.startsWith('Voltix'))).toBe(true);
      const kurta = (await server.api.get('/products/v1/search', { query: { query: 'KURTA' } })).body.data as Summary[];
      expect(kurta.length).toBeGreaterThan(0);
      expect(kurta.every((p) => p.name.toLowerCase().includes('kurta'))).toBe(true);
    });

    it('finds products while a word is still being typed, and through a typo', async () => {
      const typing = (await server.api.get('/products/v1/search', { query: { query: 'volt' } })).body.data as Summary[];
      expect(typing.length).toBeGreaterThan(0);
      expect(typing.every((p) => p.name.startsWith('Voltix'))).toBe(true);
      const typo = (await server.api.get('/products/v1/search', { query: { query: 'voltx' } })).body.data as Summary[];
      expect(typo.length).toBeGreaterThan(0);
      expect(typo.every((p) => p.name.toLowerCase().includes('voltix'))).toBe(true);
      expect((await server.api.get('/products/v1/search', { query: { query: 'qqqqqqq' } })).body.data).toEqual([]);
    });

    it('finds products by their brand, under its new name once the brand is renamed', async () => {
      const brand = await server.db.selectFrom('brands').select(['id', 'name']).where('name', '=', 'Tarang Audio').executeTakeFirstOrThrow();
      const byBrand = async (text: string) =>
        (await server.api.get('/products/filter', { query: { query: text, per_page: 60 } })).body.data as Summary[];
      const before = await byBrand('tarang audio');
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((p) => p.brand?.id === brand.id || p.name.toLowerCase().includes('tarang'))).toBe(true);
      try {
        await server.db.updateTable('brands').set({ name: 'Sangeetwala' }).where('id', '=', brand.id).execute();
        expect((await byBrand('sangeetwala')).map((p) => p.id).sort()).toEqual(
          before.filter((p) => p.brand?.id === brand.id).map((p) => p.id).sort(),
        );
      } finally {
        await server.db.updateTable('brands').set({ name: brand.name }).where('id', '=', brand.id).execute();
      }
      expect(await byBrand('sangeetwala')).toEqual([]);
    });

    it('needs a query', async () => {
      expect((await server.api.get('/products/v1/search')).status).toBe(400);
      expect((await server.api.get('/products/v1/search', { query: { query: '' } })).status).toBe(400);
    });
  });

  describe('categories', () => {
    it('answers the whole tree three levels deep', async () => {
      const tree = expectContractResponse('listAllCategories', await server.api.get('/categories/all_category')).data as CategoryNode[];
      expect(tree).toHaveLength(8);
      const depth = (nodes: CategoryNode[]): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.childrens))));
      expect(depth(tree)).toBe(3);
      const children = tree.flatMap((n) => n.childrens);
      expect(children.some((c) => !c.show_on_header)).toBe(true);
      expect(children.some((c) => c.slug !== null)).toBe(true);
    });

    it('lists only the top categories for the footer', async () => {
      const tops = expectContractResponse('listCategories', await server.api.get('/categories')).data as CategoryNode[];
      expect(tops.length).toBeGreaterThan(0);
      expect(tops.length).toBeLessThan(8);
      expect(tops.every((c) => c.is_top)).toBe(true);
    });
  });

  describe('home sections', () => {
    it('lists brands, featured ones and option types', async () => {
      const all = expectContractResponse('listBrands', await server.api.get('/brands')).data;
      const featured = expectContractResponse('listBrands', await server.api.get('/brands', { query: { featured: true } })).data;
      expect(all.length).toBeGreaterThanOrEqual(15);
      expect(featured.length).toBeGreaterThan(0);
      expect(featured.length).toBeLessThan(all.length);
      const names = all.map((b: { name: string }) => b.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const optionTypes = expectContractResponse('listOptionTypes', await server.api.get('/option_types')).data;
      expect(optionTypes.map((t: { presentation: string }) => t.presentation)).toEqual(['Size', 'Colour']);
    });

    it('answers trending (all time and weekly), best selling, category sections and collections', async () => {
      const trending = expectContractResponse('listTrendingProducts', await server.api.get('/products/v1/trending_products')).data;
      const weekly = expectContractResponse(
        'listTrendingProducts',
        await server.api.get('/products/v1/trending_products', { query: { period: 'weekly' } }),
      ).data;
      const best = expectContractResponse('listBestSellingProducts', await server.api.get('/products/v1/best_selling_products')).data;
      for (const list of [trending, weekly, best]) expect(list).toHaveLength(12);
      expect(weekly.map((p: Summary) => p.id)).not.toEqual(trending.map((p: Summary) => p.id));

      const sections = expectContractResponse('listCategoryProducts', await server.api.get('/products/v1/category_products')).data;
      expect(sections.length).toBeGreaterThan(3);
      expect(sections.every((s: { products: unknown[] }) => s.products.length > 0 && s.products.length <= 12)).toBe(true);

      const collections = expectContractResponse('listCollections', await server.api.get('/collections')).data;
      expect(collections).toHaveLength(4);
      expect(collections.every((c: { products: unknown[] }) => c.products.length > 0)).toBe(true);
    });
  });
});
