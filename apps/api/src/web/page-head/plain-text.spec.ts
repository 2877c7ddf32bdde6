import { htmlToPlainText, truncateText } from './plain-text';

describe('page descriptions from stored HTML', () => {
  it('keeps the text, drops tags and scripts, decodes entities', () => {
    expect(htmlToPlainText('<h2>About&nbsp;us</h2><p>Tea &amp; coffee&#8230; <b>fresh</b></p><script>x()</script>')).toBe(
      'About us Tea & coffee… fresh',
    );
  });

  it('cuts long text at a word with an ellipsis and leaves short text alone', () => {
    expect(truncateText('short', 160)).toBe('short');
    const cut = truncateText('word '.repeat(50), 20);
    expect(cut).toBe('word word word word…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });
});
