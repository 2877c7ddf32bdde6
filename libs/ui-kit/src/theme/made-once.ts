/**
 * A function of a theme's tokens made once per tokens object (the theme's tokens are one object for as long
 * as the theme and the store's colours stay the same). For styles: a `css` value made in a render is
 * serialised and hashed again on every render of every element (Emotion's cost per element, most of it for
 * the many cards, buttons and links of a page); one made here is handed to Emotion as it is.
 */
export function perTokens<Tokens extends object, Made>(make: (t: Tokens) => Made): (t: Tokens) => Made {
  const made = new WeakMap<Tokens, Made>();
  return (t) => {
    let forTokens = made.get(t);
    if (forTokens === undefined) {
      forTokens = make(t);
      made.set(t, forTokens);
    }
    return forTokens;
  };
}

/** A function of a few plain arguments (a button's variant and size) made once per combination of them. */
export function madeOnce<Args extends readonly (string | number | boolean)[], Made>(make: (...args: Args) => Made): (...args: Args) => Made {
  const made = new Map<string, Made>();
  return (...args) => {
    const key = args.join(' ');
    let forArgs = made.get(key);
    if (forArgs === undefined) {
      forArgs = make(...args);
      made.set(key, forArgs);
    }
    return forArgs;
  };
}
