import { dataUrlByteSize, documentSchema } from './documents';

describe('B2B documents', () => {
  it('measures a base64 data URL payload', () => {
    expect(dataUrlByteSize('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlByteSize('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlByteSize('not a data url')).toBeNull();
  });

  it('rejects a document above 2 MB', () => {
    const big = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((2 * 1024 * 1024 + 3) / 3) * 4)}`;
    const result = documentSchema.safeParse({ filename: 'scan.jpg', content: big });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Each document must be at most 2 MB');
  });
});
