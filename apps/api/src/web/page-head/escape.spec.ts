import { escapeHtml, jsonForScriptElement, jsonTextForScriptElement } from './escape';
import { renderBootData } from './boot-data';
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

  it("writes an answer's JSON text as it came, unable to close its element, and reading back the same", () => {
    const answer = JSON.stringify({ data: { description: '<p>Soft & warm</p></script><script>alert(1)</script>\u2029' } });
    const json = jsonTextForScriptElement(answer);
    expect(json).not.toMatch(/[<>&\u2029]/);
    expect(JSON.parse(json)).toEqual(JSON.parse(answer));
  });

  it('writes one boot data element per answer, its path escaped as an attribute', () => {
    const html = renderBootData({ '/api/v1/store_settings': '{"data":{"name":"A</script>"}}', '/api/v1/products?q="x"': '[]' });
    expect(html).toBe(
      '<script type="application/json" data-boot-answer="/api/v1/store_settings">{"data":{"name":"A\\u003c/script\\u003e"}}</script>\n' +
        '<script type="application/json" data-boot-answer="/api/v1/products?q=&quot;x&quot;">[]</script>',
    );
  });

  it('puts the head in place of the shell title and drops the shell description, whatever the text holds', () => {
    const shell = '<head>\n    <meta name="description" content="Online store" />\n    <title>Store</title>\n  </head>';
    expect(injectHead(shell, "<title>$& $' $1</title>")).toBe("<head>\n    <title>$& $' $1</title>\n  </head>");
    expect(injectHead('<head></head>', '<title>T</title>')).toBe('<head><title>T</title>\n  </head>');
  });
});
