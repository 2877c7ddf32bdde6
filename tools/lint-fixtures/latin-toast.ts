// An English toast from code in a converted folder.
export function reportFailure(notifier: { error(message: string): void }) {
  notifier.error('Something went wrong');
}
