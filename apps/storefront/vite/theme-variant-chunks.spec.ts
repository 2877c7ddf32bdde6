import { chunksMixingVariants } from './theme-variant-chunks';

describe('one footer variant per chunk', () => {
  const footer = (variant: string) => `/repo/libs/themes/src/footer/${variant}-footer.tsx`;

  it('names a chunk that holds two footer variants, with both', () => {
    const mixed = chunksMixingVariants([
      { fileName: 'assets/default-footer-a.js', moduleIds: [footer('default'), footer('electronic'), '/repo/libs/themes/src/footer/footer-shell.tsx'] },
      { fileName: 'assets/grocery-footer-b.js', moduleIds: [footer('grocery'), '/repo/libs/themes/src/footer/social-links.tsx'] },
    ]);
    expect([...mixed]).toEqual([['assets/default-footer-a.js', ['default', 'electronic']]]);
  });

  it('passes chunks with one variant each, and shared footer parts anywhere', () => {
    expect(
      chunksMixingVariants([
        { fileName: 'assets/a.js', moduleIds: [footer('default')] },
        { fileName: 'assets/b.js', moduleIds: ['C:\\repo\\libs\\themes\\src\\footer\\elite-footer.tsx', '/repo/libs/themes/src/footer/footer-columns.tsx'] },
        { fileName: 'assets/index.js', moduleIds: ['/repo/apps/storefront/src/main.tsx'] },
      ]).size,
    ).toBe(0);
  });
});
