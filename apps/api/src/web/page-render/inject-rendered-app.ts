import { SERVER_THEME_ATTRIBUTE } from '@storefront/domain';
import { escapeHtml } from '../page-head/escape';

/** The root element and the start-up splash in it: the last element of the shell's body. */
const ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/i;
/** The shell's note for browsers without scripts, untrue of a rendered page. */
const NOSCRIPT_NOTE = /<noscript>(?!<style)[\s\S]*?<\/noscript>\s*/gi;


/**
 * The page shell with the app's server-rendered HTML in place of the start-up splash in `<div id="root">`,
 * marked with the theme it was rendered in, its styles at the end of `<head>`, and the store's colours on
 * `<html>`.
 */
export function injectRenderedApp(shell: string, app: { html: string; styles: string; theme: string; rootStyle: string }): string {
  if (!ROOT.test(shell)) throw new Error('The page shell has no <div id="root">');
  if (!/<\/head>/i.test(shell)) throw new Error('The page shell has no </head>');
  const root = `<div id="root" ${SERVER_THEME_ATTRIBUTE}="${escapeHtml(app.theme)}">${app.html}</div>`;
  const withApp = shell
    .replace(NOSCRIPT_NOTE, '')
    .replace(ROOT, () => root)
    .replace(/<\/head>/i, () => `${app.styles}</head>`);
  return app.rootStyle ? withApp.replace(/<html([^>]*)>/i, (_tag, attributes: string) => `<html${attributes} style="${escapeHtml(app.rootStyle)}">`) : withApp;
}
