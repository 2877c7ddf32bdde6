import { css } from '@emotion/react';
import { useMemo, useRef, useState } from 'react';
import { useT } from '@storefront/i18n';
import { IconButton } from '../button/icon-button';
import { VIDEO_PLAYER_HEIGHT, VIDEO_PLAYER_WIDTH } from '../defaults';
import {
  ExitFullscreenIcon,
  FullscreenIcon,
  MuteIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from '../icons/icons';
import { useTokens } from '../theme/use-tokens';
import { useFullscreen } from './use-fullscreen';
import { buildEmbedUrl, youTubeCommand, type YouTubeCommand } from './youtube';

export interface VideoPlayerProps {
  /** A YouTube embed URL (https://www.youtube.com/embed/<id>), already validated by the caller. */
  src: string;
  /** Names the iframe for screen readers. */
  title?: string;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * An embedded YouTube video that starts playing, muted and looping, with its own play/pause, mute and
 * full-screen buttons driven through the IFrame API's postMessage commands.
 */
export function VideoPlayer({
  src,
  title,
  width = VIDEO_PLAYER_WIDTH,
  height = VIDEO_PLAYER_HEIGHT,
  className,
}: VideoPlayerProps) {
  const tokens = useTokens();
  const tr = useT();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [playing, setPlaying] = useState(true);
  const [muted, setMuted] = useState(true);
  const [fullscreen, toggleFullscreen] = useFullscreen(wrapperRef);
  const embedUrl = useMemo(() => buildEmbedUrl(src), [src]);

  const send = (func: YouTubeCommand) => {
    if (embedUrl) {
      iframeRef.current?.contentWindow?.postMessage(youTubeCommand(func), new URL(embedUrl).origin);
    }
  };

  const togglePlay = () => {
    send(playing ? 'pauseVideo' : 'playVideo');
    setPlaying(!playing);
  };
  const toggleMute = () => {
    send(muted ? 'unMute' : 'mute');
    setMuted(!muted);
  };

  if (!embedUrl) return null;

  return (
    <div
      ref={wrapperRef}
      className={className}
      css={css`
        position: relative;
        width: 100%;
        max-width: ${fullscreen ? 'none' : `${width}px`};
        aspect-ratio: ${width} / ${height};
        background: #000;
        &:fullscreen {
          max-width: none;
          aspect-ratio: auto;
        }
      `}
    >
      <iframe
        ref={iframeRef}
        src={embedUrl}
        title={title ?? tr('shell.ui.productVideo')}
        width={width}
        height={height}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        css={css`
          position: absolute;
          inset: 0;
          width: 100%;
          height: 100%;
          border: 0;
        `}
      />
      <div
        role="group"
        aria-label={tr('shell.ui.videoControls')}
        css={css`
          position: absolute;
          left: ${tokens.space.sm};
          bottom: ${tokens.space.sm};
          display: flex;
          gap: ${tokens.space.xs};
          button {
            color: #fff;
            background: rgba(0, 0, 0, 0.55);
          }
          button:hover:not(:disabled) {
            color: #fff;
            background: rgba(0, 0, 0, 0.8);
          }
        `}
      >
        <IconButton size="sm" aria-label={playing ? tr('shell.ui.pauseVideo') : tr('shell.ui.playVideo')} onClick={togglePlay}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <IconButton size="sm" aria-label={muted ? tr('shell.ui.unmuteVideo') : tr('shell.ui.muteVideo')} onClick={toggleMute}>
          {muted ? <MuteIcon /> : <VolumeIcon />}
        </IconButton>
        <IconButton
          size="sm"
          aria-label={fullscreen ? tr('shell.ui.exitFullScreen') : tr('shell.ui.enterFullScreen')}
          onClick={toggleFullscreen}
        >
          {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        </IconButton>
      </div>
    </div>
  );
}
