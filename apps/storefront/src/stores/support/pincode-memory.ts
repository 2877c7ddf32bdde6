/**
 * Where the shopper's pincode is kept between visits: the browser's local storage. Not a cookie: the
 * product page the server renders is cached for every anonymous shopper alike, so it cannot carry one
 * shopper's pincode; the box fills it in after hydration instead (docs/decisions.md, "Check delivery").
 * Logout clears the whole local storage (docs/product.md §4), and with it this.
 */
export interface PincodeMemory {
  /** The remembered pincode, or null (none, unreadable storage, or a value that is not six digits). */
  read(): string | null;
  write(pincode: string): void;
}

export const PINCODE_STORAGE_KEY = 'delivery_pincode';

/** Only six digits are taken back: the stored text is the browser's, anyone may have written it. */
const SIX_DIGITS = /^\d{6}$/;

/** The pincode memory on local storage; storage that throws (private mode, quota) remembers nothing. */
export function browserPincodeMemory(storage: () => Storage | undefined = () => globalThis.localStorage): PincodeMemory {
  return {
    read() {
      try {
        const value = storage()?.getItem(PINCODE_STORAGE_KEY) ?? null;
        return value !== null && SIX_DIGITS.test(value) ? value : null;
      } catch {
        return null;
      }
    },
    write(pincode) {
      try {
        storage()?.setItem(PINCODE_STORAGE_KEY, pincode);
      } catch {
        // Storage full or disabled: the pincode is then remembered for this page only.
      }
    },
  };
}
