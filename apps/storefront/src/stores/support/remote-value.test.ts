import { SdkError } from '@storefront/sdk';
import { createRecordingNotifier } from '../../test-utils/recording-ports';
import { LatestRequest } from './latest-request';
import { RemoteValue } from './remote-value';

describe('RemoteValue', () => {
  it('keeps the answer, and on failure falls back to the empty value with the error; a new load clears it', async () => {
    const notifier = createRecordingNotifier();
    const faqs = new RemoteValue<string[]>([]);
    await faqs.load(notifier, () => Promise.resolve({ data: ['How do I pay?'] }));
    expect(faqs).toMatchObject({ value: ['How do I pay?'], loading: false, error: null });

    const unavailable = new SdkError('listFaqs', 503, 'Service unavailable', 'faqs error');
    await faqs.load(notifier, () => Promise.reject(unavailable));
    expect(faqs).toMatchObject({ value: [], loading: false, error: unavailable });

    let answer: (value: { data: string[] }) => void = () => undefined;
    const retry = faqs.load(notifier, () => new Promise((resolve) => (answer = resolve)));
    expect(faqs).toMatchObject({ loading: true, error: null });
    answer({ data: ['Can I return an item?'] });
    await retry;
    expect(faqs.value).toEqual(['Can I return an item?']);
    // Loads are silent: the screens show the failure state, no toast.
    expect(notifier.toasts).toEqual([]);
  });

  it('drops the answer of a load a later one replaced', async () => {
    const notifier = createRecordingNotifier();
    const product = new RemoteValue<string | null>(null);
    const latest = new LatestRequest();
    let answerFirst: (value: { data: string }) => void = () => undefined;
    const first = product.load(notifier, () => new Promise((resolve) => (answerFirst = resolve)), latest.begin());
    await product.load(notifier, () => Promise.resolve({ data: 'Cotton tee' }), latest.begin());
    answerFirst({ data: 'Steel kettle' });
    await first;
    expect(product).toMatchObject({ value: 'Cotton tee', loading: false });
  });
});
