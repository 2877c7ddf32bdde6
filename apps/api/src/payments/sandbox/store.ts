import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database, IsoTime, JsonText, Paise } from '../../db/schema';
import { nowIso, parseJson } from '../../db/values';

/** State of the provider simulators (migration `0004-payments-sandbox`). */
export interface SandboxTransactionsTable {
  id: Generated<number>;
  provider: string;
  /** The provider's id: Razorpay order id, PhonePe merchantTransactionId, PayPal PAYID. */
  reference: string;
  /** Secret in the hosted page's URL (PhonePe pay page, PayPal EC token); null for the popup. */
  page_token: string | null;
  merchant_reference: string | null;
  amount: Paise;
  currency: string;
  /** Per provider: see the simulators. */
  status: string;
  payment_id: string | null;
  payer_id: string | null;
  return_url: string | null;
  cancel_url: string | null;
  data: JsonText;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export type SandboxTransaction = Selectable<SandboxTransactionsTable>;
type SandboxDatabase = Database & { sandbox_transactions: SandboxTransactionsTable };

export interface NewSandboxTransaction {
  provider: string;
  reference: string;
  pageToken?: string | null;
  merchantReference?: string | null;
  amount: number;
  currency: string;
  status: string;
  returnUrl?: string | null;
  cancelUrl?: string | null;
  data?: unknown;
}

/** Reads and writes the simulators' transactions; every state change is a compare-and-set. */
export class SandboxStore {
  private readonly db: Kysely<SandboxDatabase>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<{ sandbox_transactions: SandboxTransactionsTable }>();
  }

  async insert(row: NewSandboxTransaction): Promise<SandboxTransaction> {
    const now = nowIso();
    return this.db
      .insertInto('sandbox_transactions')
      .values({
        provider: row.provider,
        reference: row.reference,
        page_token: row.pageToken ?? null,
        merchant_reference: row.merchantReference ?? null,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        payment_id: null,
        payer_id: null,
        return_url: row.returnUrl ?? null,
        cancel_url: row.cancelUrl ?? null,
        data: JSON.stringify(row.data ?? {}),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async byReference(provider: string, reference: string): Promise<SandboxTransaction | undefined> {
    return this.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  async byPageToken(provider: string, pageToken: string): Promise<SandboxTransaction | undefined> {
    return this.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('page_token', '=', pageToken)
      .executeTakeFirst();
  }

  /** Moves a transaction from one of `from` to `status`; false when another request moved it first. */
  async transition(
    id: number,
    from: readonly string[],
    status: string,
    changes: { paymentId?: string; payerId?: string; data?: unknown } = {},
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('sandbox_transactions')
      .set({
        status,
        updated_at: nowIso(),
        ...(changes.paymentId !== undefined ? { payment_id: changes.paymentId } : {}),
        ...(changes.payerId !== undefined ? { payer_id: changes.payerId } : {}),
        ...(changes.data !== undefined ? { data: JSON.stringify(changes.data) } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

export function dataOf<T extends object>(row: SandboxTransaction): Partial<T> {
  return parseJson<Partial<T>>(row.data, {});
}

/** The store's name for the hosted pages ("Pay Demo Store"). */
export async function merchantName(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('store_settings').select('name').executeTakeFirst();
  return row?.name ?? 'Storefront';
}
