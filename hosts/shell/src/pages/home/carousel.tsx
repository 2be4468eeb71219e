import useEmblaCarousel from 'embla-carousel-react';
import { Children, type CSSProperties, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Slides per view at each width; the contract gives the numbers (spec §9). */
export interface PerView {
  default: number;
  below1024?: number;
  below767?: number;
  below480?: number;
}

interface CarouselProps {
  /**
   * Names the carousel and its buttons ("Scroll Bathroom designs forward"). The buttons avoid the
   * words Next and Previous: the Showroom ID form's Next button must stay the only "Next" on the page.
   */
  label: string;
  perView: PerView;
  /** Slide content; each child becomes one slide. */
  children: ReactNode;
  /** Slides that hold no control of their own get a tab stop, so a keyboard can reach them. */
  focusableSlides?: boolean;
  className?: string;
}

/**
 * A swipeable carousel on embla (drag, touch and trackpad come from the library). Keyboard:
 * labelled Previous/Next buttons, and focusing a slide scrolls it into view (embla's
 * watchFocus). Slide widths are CSS (`--per-view` per breakpoint), so the first render already
 * has its final layout and nothing shifts when embla starts. With reduced motion the buttons
 * jump instead of animating; there is no autoplay at all.
 */
export function Carousel({ label, perView, children, focusableSlides = false, className }: CarouselProps) {
  const reduced = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    duration: reduced ? 10 : 25,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const trackId = useId();
  const slides = Children.toArray(children);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(reduced), [embla, reduced]);
  const next = useCallback(() => embla?.scrollNext(reduced), [embla, reduced]);

  const style = {
    '--pv': perView.default,
    '--pv-1024': perView.below1024 ?? perView.default,
    '--pv-767': perView.below767 ?? perView.below1024 ?? perView.default,
    '--pv-480': perView.below480 ?? perView.below767 ?? perView.below1024 ?? perView.default,
  } as CSSProperties;

  return (
    <section
      className={`home-carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className="home-carousel__viewport" ref={viewportRef}>
        <div className="home-carousel__track" id={trackId}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group; a fieldset is for form controls
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are a static list that never reorders
              key={index}
              className="home-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              tabIndex={focusableSlides ? 0 : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="home-carousel__controls">
        <button
          type="button"
          className="home-carousel__button"
          aria-label={`Scroll ${label} back`}
          aria-controls={trackId}
          disabled={!canPrev}
          onClick={prev}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className="home-carousel__button"
          aria-label={`Scroll ${label} forward`}
          aria-controls={trackId}
          disabled={!canNext}
          onClick={next}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
