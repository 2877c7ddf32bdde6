import { escapeHtml, jsonForScriptElement } from './escape';
import { injectHead } from './render-head';

describe('escaping for the page head', () => {
  it('escapes the characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`Tom & Jerry's "best" <tee>`)).toBe('Tom &amp; Jerry&#39;s &quot;best&quot; &lt;tee&gt;');
  });

  it('writes JSON that cannot close its script element and reads back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('puts the head in place of the shell title and drops the shell description, whatever the text holds', () => {
    const shell = '<head>\n    <meta name="description" content="Online store" />\n    <title>Store</title>\n  </head>';
    expect(injectHead(shell, "<title>$& $' $1</title>")).toBe("<head>\n    <title>$& $' $1</title>\n  </head>");
    expect(injectHead('<head></head>', '<title>T</title>')).toBe('<head><title>T</title>\n  </head>');
  });
});
