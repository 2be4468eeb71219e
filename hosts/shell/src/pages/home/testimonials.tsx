import { Carousel } from './carousel.tsx';
import { TESTIMONIALS } from './testimonials-data.ts';

const PER_VIEW = { default: 3, below1024: 2, below767: 1 };

/** Five filled stars, read once as "5 out of 5 stars". */
function Stars() {
  return (
    <span className="home-stars" role="img" aria-label="5 out of 5 stars">
      ★★★★★
    </span>
  );
}

/** About forty five-star testimonials (spec §2) in a carousel. */
export function Testimonials() {
  return (
    <section className="home-section" aria-labelledby="home-testimonials-title">
      <h2 id="home-testimonials-title" className="home-section__title">
        What our customers say
      </h2>
      <Carousel label="Testimonials" perView={PER_VIEW} focusableSlides>
        {TESTIMONIALS.map((item) => (
          <figure key={item.name} className="home-quote">
            <Stars />
            <blockquote className="home-quote__text">“{item.quote}”</blockquote>
            <figcaption className="home-quote__who">
              <strong>{item.name}</strong> · {item.role}
              {item.flag && (
                <span className="home-quote__flag" aria-hidden="true">
                  {' '}
                  {item.flag}
                </span>
              )}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
