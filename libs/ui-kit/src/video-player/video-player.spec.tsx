import { act, fireEvent, render, screen } from '@testing-library/react';
import { VideoPlayer } from './video-player';

const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const command = (func: string) => JSON.stringify({ event: 'command', func, args: [] });

function renderPlayer() {
  render(<VideoPlayer src={embed} />);
  const iframe = screen.getByTitle('Product video') as HTMLIFrameElement;
  const frameWindow = iframe.contentWindow as Window;
  const postMessage = jest.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  return { iframe, postMessage };
}

describe('VideoPlayer', () => {
  it('embeds the video playing, muted, looping and without YouTube controls at 640x360', () => {
    const { iframe } = renderPlayer();
    const url = new URL(iframe.src);
    expect(url.origin + url.pathname).toBe(embed);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
      enablejsapi: '1',
      controls: '0',
    });
    expect(iframe).toHaveAttribute('width', '640');
    expect(iframe).toHaveAttribute('height', '360');
  });

  it('pauses and plays again', () => {
    const { postMessage } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(postMessage).toHaveBeenLastCalledWith(command('pauseVideo'), 'https://www.youtube.com');

    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(postMessage).toHaveBeenLastCalledWith(command('playVideo'), 'https://www.youtube.com');
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('unmutes and mutes again', () => {
    const { postMessage } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Unmute video' }));
    expect(postMessage).toHaveBeenLastCalledWith(command('unMute'), 'https://www.youtube.com');

    fireEvent.click(screen.getByRole('button', { name: 'Mute video' }));
    expect(postMessage).toHaveBeenLastCalledWith(command('mute'), 'https://www.youtube.com');
    expect(screen.getByRole('button', { name: 'Unmute video' })).toBeInTheDocument();
  });

  it('enters and leaves full screen on the player', () => {
    const requestFullscreen = jest.fn(function (this: HTMLElement) {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: this });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exitFullscreen = jest.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    document.exitFullscreen = exitFullscreen;

    const { iframe } = renderPlayer();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Enter full screen' })));
    expect(requestFullscreen.mock.contexts[0]).toBe(iframe.parentElement);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' })));
    expect(exitFullscreen).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enter full screen' })).toBeInTheDocument();
  });
});

describe('VideoPlayer with a broken link', () => {
  it('renders nothing rather than breaking the page', () => {
    const { container } = render(<VideoPlayer src="not a link" />);
    expect(container).toBeEmptyDOMElement();
  });
});
