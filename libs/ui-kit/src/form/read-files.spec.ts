import { readFilesAsDataUrls } from './read-files';

describe('readFilesAsDataUrls', () => {
  it('reads each file into { filename, content } with a data URL, in order', async () => {
    const gst = new File(['hello'], 'gst-certificate.txt', { type: 'text/plain' });
    const pan = new File(['pan'], 'pan-card.txt', { type: 'text/plain' });
    await expect(readFilesAsDataUrls([gst, pan])).resolves.toEqual([
      { filename: 'gst-certificate.txt', content: 'data:text/plain;base64,aGVsbG8=' },
      { filename: 'pan-card.txt', content: 'data:text/plain;base64,cGFu' },
    ]);
  });

  it('gives an empty list when nothing was chosen', async () => {
    await expect(readFilesAsDataUrls(null)).resolves.toEqual([]);
  });
});
