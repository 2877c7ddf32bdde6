import { useMemo, type ComponentPropsWithoutRef, type ElementType } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the API (CMS pages, product descriptions, FAQ answers); sanitised before it is inserted. */
  html: string | null | undefined;
  /** The wrapping element; a div unless the HTML belongs inside something else. */
  as?: ElementType;
  /** Headings inside move down this many levels (content placed under the screen's h1 uses 1). */
  headingOffset?: number;
}

/** Renders server HTML after DOMPurify has removed scripts, event handlers and javascript: URLs. */
export function SafeHtml({ html, as: Tag = 'div', headingOffset = 0, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { headingOffset }), [html, headingOffset]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
