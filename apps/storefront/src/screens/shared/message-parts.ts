/** Stands for a value inside a message, so that the text around it can be found. */
export const VALUE_MARK = '\u0001';

/**
 * A message's text before and after the value given as VALUE_MARK, so that the value can be drawn in an
 * element of its own (a <strong>, a <time>) wherever the language puts it: "{average} out of 5" /
 * "5 में से {average}".
 */
export function textAround(message: string): [before: string, after: string] {
  const [before, after = ''] = message.split(VALUE_MARK);
  return [before, after];
}
