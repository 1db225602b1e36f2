import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoFacade } from './video-facade';

const poster = { src: '/images/capa.svg', width: 1280, height: 720 };

describe('VideoFacade', () => {
  afterEach(cleanup);

  it('shows a poster and loads the privacy-enhanced player only after the click', () => {
    const { container } = render(
      <VideoFacade
        video={{ provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/abc123DEF45?rel=0' }}
        title="Conheça a RX Odonto"
        poster={poster}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe('1280');
    expect(image?.getAttribute('alt')).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Assistir ao vídeo: Conheça a RX Odonto' }));

    const frame = screen.getByTitle('Vídeo do YouTube: Conheça a RX Odonto');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123DEF45?rel=0&autoplay=1',
    );
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plays a Vimeo video without tracking', () => {
    render(
      <VideoFacade
        video={{ provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1' }}
        title="Como funciona a consultoria da RX Odonto"
        poster={poster}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Assistir ao vídeo/ }));
    expect(
      screen.getByTitle('Vídeo do Vimeo: Como funciona a consultoria da RX Odonto').getAttribute('src'),
    ).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
  });

  it.each([
    ['no video configured', null],
    ['the configuration not known yet', undefined],
    ['a player of another origin', { provider: 'youtube' as const, embedUrl: 'https://example.com/embed/x' }],
  ])('with %s, shows the poster alone: no play button, no player', (_, video) => {
    const { container } = render(<VideoFacade video={video} title="Conheça a RX Odonto" poster={poster} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/capa.svg');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Assistir ao vídeo/)).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
