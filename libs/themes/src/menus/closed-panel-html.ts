import { createContext, useContext } from 'react';

/**
 * The server's memory of closed menu panels' HTML, for one render (see MenuPopover). A closed panel's
 * contents are in a page's HTML only for crawlers and shoppers without scripts (the browser does not
 * hydrate them), yet they were most of a page's links and of its render time on the server. A panel whose
 * contents were rendered once is written again as that HTML.
 *
 * A key names what a panel shows; the renderer adds the catalogue revision, theme and language, so the
 * contents under one key must depend on nothing else (not the page, the shopper or the URL's query).
 */
export interface ClosedPanelHtml {
  /** The HTML kept for `key`, or undefined when none is kept. */
  reuse(key: string): KeptPanelHtml | undefined;
  /** Keeps the contents rendered afresh under `key`, marked before and after (see PanelKeeping). */
  keep(key: string): PanelKeeping;
}

/**
 * A mark to place before and after a panel's contents (`<template data-closed-panel="mark">`): the
 * renderer keeps the HTML between the two, and removes the marks from the page. The marks call `started`
 * and `ended` as they render, so the renderer knows what the contents rendered in between.
 */
export interface PanelKeeping {
  mark: string;
  started(): void;
  ended(): void;
}

export interface KeptPanelHtml {
  html: string;
  /**
   * Takes the styles of the HTML into the page being rendered. Called where the panel's contents would
   * have rendered (after the elements before them), so the page's rules come in the same order either way.
   */
  takeStyles(): void;
}

export const ClosedPanelHtmlContext = createContext<ClosedPanelHtml | null>(null);

export const useClosedPanelHtml = () => useContext(ClosedPanelHtmlContext);

/** The attribute of the marks around a panel's contents (its value is the mark). */
export const CLOSED_PANEL_MARK_ATTRIBUTE = 'data-closed-panel';
