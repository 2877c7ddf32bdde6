import type { NavigateOptions, Navigator, Notifier } from '../stores';

export interface RecordedToast {
  kind: 'success' | 'error';
  message: string;
}

/** A notifier that remembers every toast, for asserting the spec's exact strings. */
export interface RecordingNotifier extends Notifier {
  readonly toasts: RecordedToast[];
  readonly successes: string[];
  readonly errors: string[];
}

export function createRecordingNotifier(): RecordingNotifier {
  const toasts: RecordedToast[] = [];
  return {
    toasts,
    get successes() {
      return toasts.filter((t) => t.kind === 'success').map((t) => t.message);
    },
    get errors() {
      return toasts.filter((t) => t.kind === 'error').map((t) => t.message);
    },
    success: (message) => void toasts.push({ kind: 'success', message }),
    error: (message) => void toasts.push({ kind: 'error', message }),
  };
}

/** A navigator that remembers where the stores sent the shopper. */
export interface RecordingNavigator extends Navigator {
  readonly calls: { to: string; options?: NavigateOptions }[];
  readonly last: string | undefined;
}

export function createRecordingNavigator(): RecordingNavigator {
  const calls: { to: string; options?: NavigateOptions }[] = [];
  return {
    calls,
    get last() {
      return calls.at(-1)?.to;
    },
    navigate: (to, options) => void calls.push({ to, options }),
  };
}
