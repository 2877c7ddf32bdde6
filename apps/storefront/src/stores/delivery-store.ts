import { makeAutoObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { COD_AVAILABLE_TEXT, isPincodeFormat, PINCODE_FORMAT_MESSAGE, pincodePlaceText } from '@storefront/domain';
import { SdkError, type DeliveryCheck } from '@storefront/sdk';
import type { RootStore } from './root-store';
import { browserPincodeMemory, type PincodeMemory } from './support/pincode-memory';

/** What is known about one pincode for one product or cart. */
export type DeliveryAnswer =
  | { status: 'checking' }
  | { status: 'answered'; check: DeliveryCheck }
  /** `settled`: the pincode itself is wrong (malformed, unknown), so asking again would answer the same. */
  | { status: 'failed'; message: string; settled: boolean };

/** Whose value the COD limit is judged on: a product's price, or (no product) the current cart's total. */
export interface DeliveryContext {
  productId?: number;
}

export interface CheckOptions {
  /**
   * The shopper asked about this pincode (the "Check delivery" box): an answer makes it the one pre-filled
   * from now on, and on the next visit. An address being checked is not the shopper's choice of pincode.
   */
  remember?: boolean;
}

/** True for the six digits (first not 0) of an Indian pincode: anything else is never sent. */
export function isPincode(text: string): boolean {
  return isPincodeFormat(text);
}

/*
 * The words of an answer, for every screen that shows one (the box, the address book and form, the
 * payment step). Here with the store, in the first load already: as a module of their own they made a
 * chunk of a few hundred bytes that the build folded into one the home page loads.
 */

/** The shopper-facing words for "cash on delivery": available, or the server's reason why not. */
export function codText(check: Pick<DeliveryCheck, 'cod_available' | 'cod_reason'>): string {
  return check.cod_available ? COD_AVAILABLE_TEXT : (check.cod_reason ?? '');
}

/** "Bengaluru, Karnataka": the place the pincode belongs to. */
export function placeText(check: Pick<DeliveryCheck, 'city' | 'state'>): string {
  return pincodePlaceText(check.city, check.state);
}

/** What can go wrong with a pincode, in the server's (or the domain's) words; null when it is served. */
export function deliveryProblem(answer: DeliveryAnswer | undefined): string | null {
  if (!answer || answer.status === 'checking') return null;
  if (answer.status === 'failed') return answer.message;
  return answer.check.serviceable ? null : answer.check.reason;
}

/**
 * Delivery by pincode: the answers of GET /delivery/check, kept for the page session so a pincode is asked
 * once per product or cart (no request storm from a box, an address list or a form), and the pincode to
 * pre-fill: the one checked in this session, else (signed in) the default address's, else the one
 * remembered from an earlier visit.
 */
export class DeliveryStore {
  /** The pincode last checked with an answer on this page. */
  sessionPincode: string | null = null;
  /** The signed-in shopper's default address's pincode. */
  defaultAddressPincode: string | null = null;
  /** The pincode remembered from an earlier visit (read after hydration, never on the server). */
  rememberedPincode: string | null = null;
  /** Answers by `answerKey`. */
  private readonly answers = observable.map<string, DeliveryAnswer>();
  /** Calls on their way, by key, so the same question is not asked twice at once. */
  private readonly inFlight = new Map<string, Promise<DeliveryAnswer>>();
  private stopWatchingSignIn: IReactionDisposer | null = null;

  constructor(
    readonly root: RootStore,
    private readonly memory: PincodeMemory = browserPincodeMemory(),
  ) {
    makeAutoObservable<this, 'answers' | 'inFlight' | 'memory' | 'stopWatchingSignIn'>(
      this,
      { root: false, answers: false, inFlight: false, memory: false, stopWatchingSignIn: false },
      { autoBind: true },
    );
  }

  /** The pincode a delivery box starts with, or null. */
  get preferredPincode(): string | null {
    return this.sessionPincode ?? this.defaultAddressPincode ?? this.rememberedPincode;
  }

  /**
   * The cache key: a product's answer depends on its price, the cart's on its total (the COD limit), so a
   * changed cart is asked again.
   */
  private answerKey(pincode: string, { productId }: DeliveryContext): string {
    return productId !== undefined ? `${pincode}|product:${productId}` : `${pincode}|cart:${this.root.cart.details?.total ?? ''}`;
  }

  /** The answer for a pincode, if it has been asked (or is being asked) in this context. */
  answerFor(pincode: string, context: DeliveryContext = {}): DeliveryAnswer | undefined {
    return this.answers.get(this.answerKey(pincode.trim(), context));
  }

  /**
   * Checks a pincode. A malformed one is answered at once with the domain's message and never sent; an
   * answer already held is given back without asking again. Never throws.
   */
  async check(rawPincode: string, context: DeliveryContext = {}, { remember = false }: CheckOptions = {}): Promise<DeliveryAnswer> {
    const pincode = rawPincode.trim();
    const key = this.answerKey(pincode, context);
    if (!isPincode(pincode)) {
      const answer: DeliveryAnswer = { status: 'failed', message: PINCODE_FORMAT_MESSAGE, settled: true };
      this.answers.set(key, answer);
      return answer;
    }
    const held = this.answers.get(key);
    if (held?.status === 'answered') {
      if (remember) this.remember(pincode);
      return held;
    }
    if (held?.status === 'failed' && held.settled) return held;
    const running = this.inFlight.get(key);
    if (running) return running.then((answer) => this.rememberAnswered(answer, pincode, remember));
    this.answers.set(key, { status: 'checking' });
    const call = this.ask(pincode, context).then((answer) => {
      runInAction(() => {
        this.inFlight.delete(key);
        this.answers.set(key, answer);
      });
      return this.rememberAnswered(answer, pincode, remember);
    });
    this.inFlight.set(key, call);
    return call;
  }

  private async ask(pincode: string, { productId }: DeliveryContext): Promise<DeliveryAnswer> {
    try {
      const check = await this.root.sdk.delivery.check({ pincode, ...(productId !== undefined ? { productId } : {}) });
      return { status: 'answered', check };
    } catch (error) {
      // 404 (no such pincode) and 422 (malformed) are about the pincode; anything else (rate limit, network)
      // may answer differently later, so it is not kept.
      const settled = error instanceof SdkError && (error.status === 404 || error.status === 422);
      return { status: 'failed', message: error instanceof Error ? error.message : String(error), settled };
    }
  }

  /** Keeps a pincode that got an answer: for this page, and for the next visit. */
  private remember(pincode: string): void {
    this.sessionPincode = pincode;
    this.memory.write(pincode);
  }

  private rememberAnswered(answer: DeliveryAnswer, pincode: string, remember: boolean): DeliveryAnswer {
    if (remember && answer.status === 'answered') this.remember(pincode);
    return answer;
  }

  /**
   * Called by a delivery box once the page is live (never on the server, so a hydrating page renders what
   * the server did): reads the remembered pincode, and follows the sign-in to use the default address's.
   */
  restore(): void {
    if (this.stopWatchingSignIn) return;
    this.rememberedPincode = this.memory.read();
    this.stopWatchingSignIn = reaction(
      () => this.root.auth.isSignedIn,
      (signedIn) => {
        if (signedIn) void this.loadDefaultAddressPincode();
        else this.defaultAddressPincode = null;
      },
      { fireImmediately: true },
    );
  }

  /** The default address's pincode (the book the checkout loaded, else asked for quietly: it is a nicety). */
  private async loadDefaultAddressPincode(): Promise<void> {
    const pick = (list: readonly { is_default: boolean; pincode: string }[]) => list.find((a) => a.is_default)?.pincode ?? null;
    const book = this.root.privateStoreIfLoaded('address')?.addressList ?? [];
    if (book.length > 0) {
      this.defaultAddressPincode = pick(book);
      return;
    }
    try {
      const { data } = await this.root.sdk.addresses.list();
      runInAction(() => (this.defaultAddressPincode = pick(data)));
    } catch {
      // Without the book the remembered pincode is used.
    }
  }

  /** Logout: forget the shopper's pincodes (local storage is cleared by the auth store). */
  clear(): void {
    this.sessionPincode = null;
    this.defaultAddressPincode = null;
    this.rememberedPincode = null;
    this.answers.clear();
    this.inFlight.clear();
  }
}
