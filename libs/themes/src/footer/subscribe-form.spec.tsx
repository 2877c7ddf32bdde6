import { act, fireEvent, screen } from '@testing-library/react';
import { renderInTheme } from '../testing/render';
import { SubscribeForm } from './subscribe-form';

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('the subscribe form', () => {
  it('says "Email Required" when sent empty and does not subscribe', async () => {
    const onSubscribe = jest.fn().mockResolvedValue(undefined);
    renderInTheme(<SubscribeForm onSubscribe={onSubscribe} />);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Required');
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('says "Invalid email" for a malformed address', async () => {
    const onSubscribe = jest.fn().mockResolvedValue(undefined);
    renderInTheme(<SubscribeForm onSubscribe={onSubscribe} />);
    fireEvent.change(email(), { target: { value: 'asha@shop' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email');
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('shows a spinner and "Loading..." while subscribing, then clears the form', async () => {
    let finish: () => void = () => undefined;
    const onSubscribe = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderInTheme(<SubscribeForm onSubscribe={onSubscribe} />);
    fireEvent.change(email(), { target: { value: '  asha@shop.in ' } });
    submit();

    const loading = await screen.findByRole('button', { name: 'Loading...' });
    expect(loading).toBeDisabled();
    expect(onSubscribe).toHaveBeenCalledWith('asha@shop.in');

    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(email()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the email when subscribing fails (the app reports the error)', async () => {
    const onSubscribe = jest.fn().mockRejectedValue(new Error('subscribe error!'));
    renderInTheme(<SubscribeForm onSubscribe={onSubscribe} />);
    fireEvent.change(email(), { target: { value: 'asha@shop.in' } });
    await act(async () => submit());
    expect(onSubscribe).toHaveBeenCalledTimes(1);
    expect(email()).toHaveValue('asha@shop.in');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
