import { ThemeProvider } from '@emotion/react';
import { toThemeName } from '@storefront/domain';
import { createRoot } from 'react-dom/client';
import { MobileBottomBar, ThemeGlobalStyles, ThemedFooter, ThemedHeader, themeTokens, type MenuCategory } from '../src';

const params = new URLSearchParams(location.search);
const theme = toThemeName(params.get('theme')) ?? 'Default';
const leaf = (id: number, name: string, show = true): MenuCategory => ({ id, name, slug: null, image: null, show_on_header: show, childrens: [] });
const categories: MenuCategory[] = [
  { id: 1, name: 'Mobiles', image: 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="220" height="160"><rect width="220" height="160" fill="#9ab"/><text x="20" y="90" font-size="28" fill="#fff">Mobiles</text></svg>'), show_on_header: true, slug: null,
    childrens: [{ ...leaf(11, 'Phones'), childrens: [leaf(111, 'Android'), leaf(112, 'iPhone'), leaf(113, 'Hidden', false)] }, { ...leaf(12, 'Accessories'), childrens: [leaf(121, 'Cases'), leaf(122, 'Chargers')] }, leaf(13, 'Tablets')] },
  leaf(2, 'Laptops'), { ...leaf(4, 'Audio'), childrens: [leaf(41, 'Headphones'), leaf(42, 'Speakers')] }, leaf(5, 'Cameras'), leaf(6, 'Wearables'), leaf(7, 'Gaming'), leaf(8, 'Smart Home'),
];
const noop = () => undefined;
function App() {
  return (
    <ThemeProvider theme={themeTokens(theme, {})}>
      <ThemeGlobalStyles />
      <ThemedHeader theme={theme} model={{ storeName: 'Demo Store', categories, headerPages: [{ id: 1, title: 'Our Story', slug: 'our-story' }], wishlistCount: 3, cartCount: 12, signedIn: false }}
        actions={{ onSearchOpen: noop, onAccount: noop, onCart: noop, onWishlist: noop }} />
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24, minHeight: 500 }}>
        <h1>{theme} theme</h1>
        <p>Body text in the theme's type. The quick brown fox jumps over the lazy dog.</p>
        <div style={{ height: 300 }} />
      </main>
      <ThemedFooter themeTemplateName={theme} model={{ storeName: 'Demo Store', host: 'localhost', address: '12 MG Road\nBengaluru 560001', infoPages: [{ id: 1, title: 'About Us', slug: 'about' }, { id: 2, title: 'Privacy Policy', slug: 'privacy' }], topCategories: categories.slice(0, 4), supportEmail: 'help@demo.example', carePhone: '98765 43210', social: { instagram_url: 'https://x', facebook_url: 'https://y', youtube_url: 'https://z' }, year: 2025, onSubscribe: async () => undefined }} />
      <MobileBottomBar signedIn={false} cartCount={12} wishlistCount={3} onCart={noop} onWishlist={noop} onLogin={noop} />
    </ThemeProvider>
  );
}
createRoot(document.getElementById('root')!).render(<App />);
if (params.get('open')) {
  setTimeout(() => {
    const btn = Array.from(document.querySelectorAll('header nav button')).find((b) => b.textContent?.includes(params.get('open')!)) as HTMLElement;
    btn?.focus();
    btn?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  }, 300);
}
if (params.get('scrolled')) setTimeout(() => window.scrollTo(0, 200), 300);
if (params.get('menu')) {
  setTimeout(() => {
    (document.querySelector('button[aria-label="Menu"]') as HTMLElement)?.click();
    setTimeout(() => {
      const b = Array.from(document.querySelectorAll('[role=dialog] button')).find((x) => x.textContent?.startsWith('Mobiles')) as HTMLElement;
      b?.click();
    }, 400);
  }, 300);
}
