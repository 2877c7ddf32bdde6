/** @jest-environment node */
import { CacheProvider, Global, css, keyframes } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { collectPageStyles } from './page-styles';

// Emotion's server build, as the API process runs it: no document.
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

function Page() {
  return (
    <>
      <Global styles={css`body { margin: 0; }`} />
      <main css={css`color: red; animation: ${fadeIn} 1s;`}>
        <p css={css`content: '</style><script>'; color: blue;`}>Hello</p>
        <p css={css`color: red; animation: ${fadeIn} 1s;`}>Again</p>
      </main>
    </>
  );
}

describe('the page styles of a server render', () => {
  it('go to the head as Emotion names them, none in the body, each rule once', () => {
    const styles = collectPageStyles();
    const html = renderToString(
      <CacheProvider value={styles.cache}>
        <Page />
      </CacheProvider>,
    );
    expect(html).not.toContain('<style');
    const tags = styles.styleTags();
    const elements = [...tags.matchAll(/<style data-emotion="([^"]+)">(.*?)<\/style>/g)].map(([, name, rules]) => ({ name, rules }));
    expect(elements).toHaveLength(2);
    // The global first, as the browser's Emotion inserts globals before class rules.
    expect(elements[0].name).toMatch(/^css-global \S+$/);
    expect(elements[0].rules).toBe('body{margin:0;}');
    const [key, ...names] = elements[1].name.split(' ');
    expect(key).toBe('css');
    // Two classes and the keyframes, the repeated class once.
    expect(names).toHaveLength(3);
    for (const name of names.filter((n) => !n.startsWith('animation-'))) expect(html).toContain(`css-${name}`);
    expect(elements[1].rules).toContain('@keyframes animation-');
    expect(elements[1].rules.match(/color:red/g)).toHaveLength(1);
  });

  it('cannot end their element early', () => {
    const styles = collectPageStyles();
    renderToString(
      <CacheProvider value={styles.cache}>
        <Page />
      </CacheProvider>,
    );
    const tags = styles.styleTags();
    expect(tags.match(/<\/style>/g)).toHaveLength(2);
    expect(tags).toContain('<\\/style>');
  });
});
