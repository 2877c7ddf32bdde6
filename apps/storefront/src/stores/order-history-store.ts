import { makeAutoObservable } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@storefront/domain';
import { SdkError, type Invoice, type Order, type OrderSummary, type ReturnOption } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

/** My Orders page size. */
export const MY_ORDERS_PER_PAGE = 10;

/** What the API said when it refused a cancel or return (its meta.message), shown beside the button. */
function refusalOf(error: StoreError): string | null {
  return error instanceof SdkError ? error.serverMessage : null;
}

/**
 * The signed-in shopper's orders (docs/product.md §4, "order area": myOrderList, singleOrder, returnOptions):
 * My Orders by page, one order's detail, cancel, return and the GST invoice.
 */
export class OrderHistoryStore {
  orders: OrderSummary[] = [];
  page = 1;
  totalPages = 1;
  listLoading = false;
  listError: StoreError | null = null;

  order: Order | null = null;
  orderLoading = false;
  orderError: StoreError | null = null;

  returnOptions: ReturnOption[] = [];

  cancelling = false;
  returning = false;
  /** The API's reason for refusing the last cancel or return, if it gave one. */
  refusal: string | null = null;

  invoice: Invoice | null = null;
  invoiceLoading = false;
  invoiceError: StoreError | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** One page of My Orders; a result that is not an array becomes an empty list (docs/product.md §4). */
  async loadOrders(page = 1): Promise<void> {
    await runRequest(this.root.notifier, () => this.root.sdk.orders.myOrders({ page, per_page: MY_ORDERS_PER_PAGE }), {
      loading: (on) => {
        this.listLoading = on;
        if (on) this.listError = null;
      },
      onSuccess: ({ data, meta }) => {
        this.orders = Array.isArray(data) ? data : [];
        this.page = meta?.current_page ?? page;
        this.totalPages = Math.max(1, meta?.total_pages ?? 1);
      },
      onFailure: (error) => {
        this.orders = [];
        this.listError = error;
      },
    });
  }

  /** One order (singleOrder); a failure clears it and keeps the error (404 for an unknown or foreign id). */
  async loadOrder(id: number): Promise<void> {
    await runRequest(this.root.notifier, () => this.root.sdk.orders.get(id), {
      loading: (on) => {
        this.orderLoading = on;
        if (on) this.orderError = null;
      },
      onSuccess: ({ data }) => {
        this.order = data;
      },
      onFailure: (error) => {
        this.order = null;
        this.orderError = error;
      },
    });
  }

  /** Return reasons; a failure leaves none to pick. */
  async loadReturnOptions(): Promise<void> {
    await runRequest(this.root.notifier, () => this.root.sdk.orders.returnOptions(), {
      onSuccess: ({ data }) => {
        this.returnOptions = Array.isArray(data) ? data : [];
      },
      onFailure: () => {
        this.returnOptions = [];
      },
    });
  }

  /**
   * Cancels the order: "order successfully cancel!" and the order refreshed; "order cancel error!" on
   * failure, with the API's reason kept in `refusal`. True on success.
   */
  async cancel(id: number): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.orders.cancel(id), {
      loading: (on) => {
        this.cancelling = on;
        if (on) this.refusal = null;
      },
      onSuccess: ({ data }) => {
        this.order = data;
      },
      onFailure: (error) => {
        this.refusal = refusalOf(error);
      },
      successToast: SUCCESS_MESSAGES.orderCancelled,
    });
    if (!result.ok) this.root.notifier.error(FALLBACK_ERROR_MESSAGES.cancelOrder);
    await this.loadOrder(id);
    return result.ok;
  }

  /**
   * Asks to return a delivered order: toast data.message or "submitted!"; "return order error!" on
   * failure, with the API's reason kept in `refusal`. True on success.
   */
  async requestReturn(id: number, returnOptionId: number, comment: string): Promise<boolean> {
    const trimmed = comment.trim();
    const body = { return_request: trimmed ? { return_option_id: returnOptionId, comment: trimmed } : { return_option_id: returnOptionId } };
    const result = await runRequest(this.root.notifier, () => this.root.sdk.orders.return(id, body), {
      loading: (on) => {
        this.returning = on;
        if (on) this.refusal = null;
      },
      onSuccess: ({ data }) => {
        this.order = data.order;
      },
      onFailure: (error) => {
        this.refusal = refusalOf(error);
      },
      successToast: ({ data }) => data.message || SUCCESS_MESSAGES.returnSubmitted,
    });
    if (!result.ok) this.root.notifier.error(FALLBACK_ERROR_MESSAGES.returnOrder);
    return result.ok;
  }

  /** The GST invoice of an order; a failure clears it and keeps the error. */
  async loadInvoice(id: number): Promise<void> {
    await runRequest(this.root.notifier, () => this.root.sdk.orders.invoice(id), {
      loading: (on) => {
        this.invoiceLoading = on;
        if (on) this.invoiceError = null;
      },
      onSuccess: ({ data }) => {
        this.invoice = data;
      },
      onFailure: (error) => {
        this.invoice = null;
        this.invoiceError = error;
      },
    });
  }

  clear(): void {
    this.orders = [];
    this.page = 1;
    this.totalPages = 1;
    this.order = null;
    this.invoice = null;
    this.refusal = null;
    this.listError = null;
    this.orderError = null;
    this.invoiceError = null;
  }
}
