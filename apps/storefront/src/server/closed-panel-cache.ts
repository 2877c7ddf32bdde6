import { CLOSED_PANEL_MARK_ATTRIBUTE, type ClosedPanelHtml } from '@storefront/themes';
import type { PageStyles, StyleRule } from './page-styles';

interface KeptPanel {
  html: string;
  styles: readonly StyleRule[];
}

/** ClosedPanelHtml for one render, and what it does with the page's HTML once rendered. */
export interface ClosedPanelsOfRender extends ClosedPanelHtml {
  /** The page's HTML without the marks; the HTML of every panel marked in it is kept for later renders. */
  keepMarked(html: string): string;
}

interface Marked {
  key: string;
  rulesFrom: number;
  rulesTo: number;
}

const markElement = (mark: string) => `<template ${CLOSED_PANEL_MARK_ATTRIBUTE}="${mark}"></template>`;

/**
 * Closed menu panels' HTML kept between server renders (see ClosedPanelHtml), for one catalogue revision:
 * a render under another revision starts afresh. Keyed by the panel's key and the render's variant (theme,
 * language, base path); at most `maxPanels` kept, the oldest first out.
 */
export class ClosedPanelCache {
  private revision: string | null = null;
  private readonly kept = new Map<string, KeptPanel>();

  constructor(private readonly maxPanels = 200) {}

  forRender(revision: string, variant: string, styles: PageStyles): ClosedPanelsOfRender {
    if (revision !== this.revision) {
      this.revision = revision;
      this.kept.clear();
    }
    const marked: Marked[] = [];
    const fullKey = (key: string) => `${variant}\n${key}`;
    return {
      reuse: (key) => {
        const panel = this.kept.get(fullKey(key));
        return panel && { html: panel.html, takeStyles: () => styles.adopt(panel.styles) };
      },
      keep: (key) => {
        const entry: Marked = { key: fullKey(key), rulesFrom: -1, rulesTo: -1 };
        const mark = String(marked.push(entry) - 1);
        return {
          mark,
          started: () => (entry.rulesFrom = styles.ruleCount()),
          ended: () => (entry.rulesTo = styles.ruleCount()),
        };
      },
      keepMarked: (html) => {
        let page = html;
        marked.forEach(({ key, rulesFrom, rulesTo }, index) => {
          const mark = markElement(String(index));
          const start = page.indexOf(mark);
          const end = start < 0 ? -1 : page.indexOf(mark, start + mark.length);
          if (end < 0) return;
          const contents = page.slice(start + mark.length, end);
          page = page.slice(0, start) + contents + page.slice(end + mark.length);
          // Contents that streamed in parts (a Suspense boundary) or carry scripts are not written again.
          if (revision !== this.revision || rulesFrom < 0 || rulesTo < rulesFrom || /<template|<script|<!--\$/.test(contents)) return;
          const rules = styles.rulesUsedBy(contents, rulesFrom, rulesTo);
          if (rules) this.remember(key, { html: contents, styles: rules });
        });
        return page;
      },
    };
  }

  private remember(key: string, panel: KeptPanel) {
    this.kept.delete(key);
    this.kept.set(key, panel);
    if (this.kept.size > this.maxPanels) this.kept.delete(this.kept.keys().next().value as string);
  }
}
