import { Quote } from 'lucide-react';
import { HOME_TESTIMONIALS } from '../../content/home';
import { TESTIMONIALS } from '../../content/testimonials';
import { SectionHeading } from './section-heading';

/** Testimonials of clinics and candidates on /home. */
export function HomeTestimonials() {
  return (
    <section aria-labelledby="home-depoimentos" className="bg-navy px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="home-depoimentos" title={HOME_TESTIMONIALS.heading} tone="light" />
      <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TESTIMONIALS.map((testimonial) => (
          <li
            key={testimonial.name}
            className="flex flex-col rounded-3xl bg-navy-light p-6 ring-1 ring-white/10"
          >
            <figure className="flex flex-1 flex-col">
              <Quote aria-hidden="true" className="h-7 w-7 text-accent" />
              <blockquote className="mt-3 flex-1 leading-relaxed text-white/90">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-bold text-navy"
                >
                  {testimonial.name.charAt(0)}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-white">{testimonial.name}</span>
                  <span className="block text-accent-soft">
                    {testimonial.role} · {testimonial.city}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
