import type { I18n, Messages } from '@lingui/core';

/** Finds the message id of an English text and the values of its `{placeholders}`. */
export type MessageMatcher = (i18n: I18n, text: string) => string;

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: the more, the more specific ("Coupon {code} is ..." before "{product} is ..."). */
  literalLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SHORT_WEEKDAYS: Record<string, string> = { Mon: 'सोम', Tue: 'मंगल', Wed: 'बुध', Thu: 'गुरु', Fri: 'शुक्र', Sat: 'शनि', Sun: 'रवि' };
const SHORT_MONTHS: Record<string, string> = {
  Jan: 'जन॰', Feb: 'फ़र॰', Mar: 'मार्च', Apr: 'अप्रैल', May: 'मई', Jun: 'जून',
  Jul: 'जुल॰', Aug: 'अग॰', Sep: 'सित॰', Oct: 'अक्तू॰', Nov: 'नव॰', Dec: 'दिस॰',
};
/** "Tue, 2 Dec" as `deliveryByText` writes it (en-IN short date). */
const SHORT_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;

/**
 * Compiles the `messages` area's English templates (Lingui's compiled form: text parts and `[name]`
 * placeholders) once into an exact table and anchored patterns, and answers in the instance's language.
 * A value that is itself a message (the reason inside "{why}. The coupon was removed.", a status, a field's
 * name) is translated too; anything else (a code, an amount, a product's name) is kept as sent.
 */
export function createMessageMatcher(english: Messages): MessageMatcher {
  const exact = new Map<string, string>();
  const lowerCase = new Map<string, string>();
  const templates: Template[] = [];
  for (const [id, compiled] of Object.entries(english)) {
    const parts = (typeof compiled === 'string' ? [compiled] : compiled) as unknown[];
    if (parts.every((part) => typeof part === 'string')) {
      const text = parts.join('');
      exact.set(text, id);
      lowerCase.set(text.toLowerCase(), id);
      continue;
    }
    const names: string[] = [];
    let source = '';
    let literalLength = 0;
    for (const part of parts) {
      if (typeof part === 'string') {
        source += escapeRegExp(part);
        literalLength += part.length;
      } else {
        names.push(String((part as unknown[])[0]));
        source += '(.+?)';
      }
    }
    templates.push({ id, pattern: new RegExp(`^${source}$`, 's'), names, literalLength });
  }
  templates.sort((a, b) => b.literalLength - a.literalLength);

  const translate = (i18n: I18n, text: string, isValue: boolean): string => {
    // An instance without the area (a test's, a page before its chunk) shows the English rather than ids.
    const known = i18n.messages;
    const id = exact.get(text) ?? (isValue ? lowerCase.get(text.toLowerCase()) : undefined);
    if (id) return id in known ? i18n._(id) : text;
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      if (!(template.id in known)) return text;
      const values: Record<string, string> = {};
      template.names.forEach((name, index) => (values[name] = translate(i18n, match[index + 1], true)));
      return i18n._(template.id, values);
    }
    const date = SHORT_DATE.exec(text);
    if (date) return `${SHORT_WEEKDAYS[date[1]]}, ${date[2]} ${SHORT_MONTHS[date[3]]}`;
    // Several field messages joined into one 400 message.
    if (text.includes('; ')) return text.split('; ').map((part) => translate(i18n, part, false)).join('; ');
    return text;
  };
  return (i18n, text) => translate(i18n, text, false);
}
