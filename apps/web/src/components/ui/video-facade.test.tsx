import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoFacade } from './video-facade';

describe('VideoFacade', () => {
  afterEach(cleanup);

  it('shows a poster and loads the privacy-enhanced player only after the click', () => {
    const { container } = render(
      <VideoFacade
        youtubeId="abc123DEF45"
        title="Conheça a RX Odonto"
        poster={{ src: '/images/capa.svg', width: 1280, height: 720 }}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const poster = container.querySelector('img');
    expect(poster?.getAttribute('width')).toBe('1280');
    expect(poster?.getAttribute('alt')).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Assistir ao vídeo: Conheça a RX Odonto' }));

    const frame = screen.getByTitle('Vídeo do YouTube: Conheça a RX Odonto');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123DEF45?autoplay=1&rel=0',
    );
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
