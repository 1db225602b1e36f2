import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { siteFactsRefusal, videoEmbed, warnPlaceholders } from './site-facts';

const SECRET = 'x'.repeat(32);

/** The facts of a real deployment: nothing left at a placeholder. */
const REAL = {
  SECRET_KEY: SECRET,
  SITE_WHATSAPP: '5531988887777',
  SITE_EMAIL: 'contato@clinica-exemplo.com.br',
  SITE_LEGAL_NAME: 'Exemplo Radiologia Odontológica Ltda.',
  SITE_CNPJ: '11.222.333/0001-81',
  SITE_SOCIAL_URL: 'https://www.instagram.com/exemplo',
  SITE_VIDEO_URL: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  SITE_VIDEO_URL_SERVICOS: 'https://vimeo.com/76979871',
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ SECRET_KEY: SECRET, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

function warnings(env: Record<string, string>): string[] {
  const lines: string[] = [];
  warnPlaceholders(loadConfig(env).sitePlaceholders, { warn: (msg: string) => lines.push(msg) } as never);
  return lines;
}

describe('videoEmbed', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    ],
    [
      'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=30s',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    ],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0'],
    ['https://youtu.be/aqz-KE-bpKQ?si=abc', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0'],
    [
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    ],
    [
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1',
    ],
  ])('turns %s into its privacy-friendly embed address', (value, embedUrl) => {
    expect(videoEmbed(value)?.embedUrl).toBe(embedUrl);
  });

  it.each([
    'aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://youtu.be/aqz-KE-bpKQ/extra',
    'https://evil.example/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/abc',
    'https://player.vimeo.com/video/76979871?h=<script>',
  ])('refuses %s', (value) => {
    expect(videoEmbed(value)).toBeNull();
  });
});

describe('SITE_VIDEO_URL, SITE_VIDEO_URL_SERVICOS', () => {
  it('are served as embed addresses with their provider', () => {
    const config = loadConfig(REAL);
    expect(config.site.videos).toEqual({
      about: { provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0' },
      services: { provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1' },
    });
  });

  it('refuse a malformed value at start, naming the variable and the accepted forms', () => {
    const err = configError({
      SITE_VIDEO_URL: 'https://www.youtube.com/@rxodonto',
      SITE_VIDEO_URL_SERVICOS: 'video.mp4',
    });
    expect(err.problems).toEqual([
      expect.stringMatching(
        /^SITE_VIDEO_URL: must be a YouTube or Vimeo address, e\.g\. https:\/\/www\.youtube\.com\/watch\?v=/,
      ),
      expect.stringMatching(/^SITE_VIDEO_URL_SERVICOS: must be a YouTube or Vimeo address/),
    ]);
  });
});

describe('site placeholders', () => {
  it('a fresh clone (nothing set) warns once per placeholder, naming the variable to set', () => {
    const lines = warnings({ SECRET_KEY: SECRET });
    expect(lines).toHaveLength(7);
    const variables = [
      'SITE_WHATSAPP',
      'SITE_EMAIL',
      'SITE_LEGAL_NAME',
      'SITE_CNPJ',
      'SITE_SOCIAL_URL',
      'SITE_VIDEO_URL',
      'SITE_VIDEO_URL_SERVICOS',
    ];
    variables.forEach((variable, i) => {
      expect(lines[i]).toMatch(new RegExp(`^site placeholder: ${variable} is not set .*; set ${variable}$`));
    });
    expect(lines[0]).toContain('5511999999999');
  });

  it('the values copied from .env.example still count as placeholders', () => {
    const lines = warnings({
      SECRET_KEY: SECRET,
      SITE_WHATSAPP: '5511999999999',
      SITE_EMAIL: 'Contato@RXOdonto.com.br',
      SITE_LEGAL_NAME: 'RX Odonto Consultoria e Treinamentos Ltda.',
      SITE_CNPJ: '',
    });
    expect(lines.map((line) => line.split(' ')[2])).toEqual([
      'SITE_WHATSAPP',
      'SITE_EMAIL',
      'SITE_LEGAL_NAME',
      'SITE_CNPJ',
      'SITE_SOCIAL_URL',
      'SITE_VIDEO_URL',
      'SITE_VIDEO_URL_SERVICOS',
    ]);
  });

  it('a deployment with every fact set warns about nothing', () => {
    expect(warnings(REAL)).toEqual([]);
    expect(warnings({ ...REAL, SITE_VIDEO_URL: '' })).toEqual([
      expect.stringContaining('set SITE_VIDEO_URL'),
    ]);
  });
});

describe('REQUIRE_SITE_FACTS', () => {
  const refusal = (env: Record<string, string>) => {
    const config = loadConfig(env);
    return siteFactsRefusal(config.requireSiteFacts, config.sitePlaceholders);
  };

  it('is off by default: a fresh clone starts', () => {
    expect(refusal({ SECRET_KEY: SECRET })).toBeNull();
  });

  it('refuses while the WhatsApp number, e-mail, legal name or CNPJ are placeholders, listing them', () => {
    expect(refusal({ SECRET_KEY: SECRET, REQUIRE_SITE_FACTS: 'true' })).toBe(
      [
        'REQUIRE_SITE_FACTS=true: the company facts below are still placeholders; set them and start again:',
        '  - SITE_WHATSAPP: the WhatsApp buttons call the made-up number 5511999999999',
        '  - SITE_EMAIL: the footer, the legal pages and the proposal requests use the made-up address contato@rxodonto.com.br',
        "  - SITE_LEGAL_NAME: the footer and the legal pages name the made-up company 'RX Odonto Consultoria e Treinamentos Ltda.'",
        '  - SITE_CNPJ: the footer shows no CNPJ and the legal pages say it is not informed yet',
      ].join('\n'),
    );
    const onlyCnpj = refusal({ ...REAL, SITE_CNPJ: '', REQUIRE_SITE_FACTS: 'yes' });
    expect(onlyCnpj?.split('\n').slice(1)).toEqual([expect.stringMatching(/^ {2}- SITE_CNPJ: /)]);
  });

  it('lets a deployment start without videos or with the default social page', () => {
    expect(
      refusal({
        ...REAL,
        SITE_VIDEO_URL: '',
        SITE_VIDEO_URL_SERVICOS: '',
        SITE_SOCIAL_URL: '',
        REQUIRE_SITE_FACTS: 'true',
      }),
    ).toBeNull();
  });

  it('must be true or false', () => {
    expect(configError({ REQUIRE_SITE_FACTS: 'sim' }).problems).toEqual([
      'REQUIRE_SITE_FACTS: must be true or false',
    ]);
  });
});
