import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOUNDERS, VALUES } from './about';
import { HOME_BANNERS, HOME_SERVICE_SLIDES } from './home';
import { IMAGES } from './images';
import { JOB_ROLES } from './jobs';
import { PAGE_META } from './page-meta';
import { SERVICES } from './services';
import { TESTIMONIALS } from './testimonials';
import { VIDEOS } from './videos';

const publicDir = resolve(__dirname, '../../public');
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('site content', () => {
  it('has the 14 numbered services, each with 2 to 4 sentences', () => {
    expect(SERVICES.map((service) => service.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    for (const service of SERVICES) {
      expect(sentences(service.description), service.title).toBeGreaterThanOrEqual(2);
      expect(sentences(service.description), service.title).toBeLessThanOrEqual(4);
    }
  });

  it('has 3 home banners, 3 service slides covering the 14 services, and 5 job roles', () => {
    expect(HOME_BANNERS).toHaveLength(3);
    expect(HOME_SERVICE_SLIDES).toHaveLength(3);
    expect(HOME_SERVICE_SLIDES.flatMap((slide) => slide.serviceIds).sort((a, b) => a - b)).toEqual(
      SERVICES.map((service) => service.id),
    );
    expect(JOB_ROLES.map((role) => role.title)).toEqual([
      'Dentista Radiologista',
      'TSB',
      'ASB',
      'Técnico e Tecnólogo de Radiologia',
      'Recepcionista',
    ]);
  });

  it('has two founders, values, 3 or 4 testimonials with name, role and city', () => {
    expect(FOUNDERS).toHaveLength(2);
    expect(VALUES.length).toBeGreaterThanOrEqual(4);
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(3);
    expect(TESTIMONIALS.length).toBeLessThanOrEqual(4);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.name && testimonial.role && testimonial.city).toBeTruthy();
    }
  });

  it('points every image at an SVG file of the declared size, with a Portuguese description', () => {
    const decorative = new Set<string>([VIDEOS.about.poster.src, VIDEOS.services.poster.src]);
    for (const image of Object.values(IMAGES)) {
      const svg = readFileSync(`${publicDir}${image.src}`, 'utf8');
      expect(svg, image.src).toContain(`width="${image.width}" height="${image.height}"`);
      if (!decorative.has(image.src)) expect(image.alt.length, image.src).toBeGreaterThan(10);
    }
  });

  it('has a title for every video and a title and description for every page', () => {
    for (const video of Object.values(VIDEOS)) expect(video.title.length).toBeGreaterThan(10);
    for (const meta of Object.values(PAGE_META)) {
      expect(meta.title.length).toBeGreaterThan(3);
      expect(meta.description.length).toBeGreaterThan(60);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });
});
