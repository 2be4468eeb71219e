import { CAROUSEL } from '@showroom/contract/constants';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Carousel } from './carousel.tsx';
import { DESIGNS, ROOMS, type Room } from './inspired-designs-data.ts';
import { RoomIllustration } from './room-illustration.tsx';

/** Inspiration carousels show fewer slides on narrow screens; the contract gives the wide count. */
const PER_VIEW = { default: CAROUSEL.inspirationSlides, below1024: 3, below767: 2, below480: 1 };

/**
 * Inspired Designs (spec §2): one tab per room, each an image carousel of seven pictures with
 * text. Tabs follow the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and
 * select, the panel is labelled by its tab.
 */
export function InspiredDesigns() {
  const [active, setActive] = useState<Room>(ROOMS[0]);
  const base = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = `${base}-panel`;
  const activeIndex = ROOMS.indexOf(active);

  function select(index: number) {
    const wrapped = (index + ROOMS.length) % ROOMS.length;
    setActive(ROOMS[wrapped] as Room);
    tabs.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: ROOMS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  const designs = DESIGNS[active].slice(0, CAROUSEL.imagesPerRoomTab);
  return (
    <section className="home-section" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="home-section__title">
        Inspired Designs
      </h2>
      <p className="home-section__lead">
        Ideas from finished remodels, with the materials you can order here.
      </p>
      <div className="home-tabs" role="tablist" aria-label="Rooms" onKeyDown={onKeyDown}>
        {ROOMS.map((room, index) => (
          <button
            key={room}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className="home-tabs__tab"
            aria-selected={room === active}
            aria-controls={panelId}
            tabIndex={room === active ? 0 : -1}
            onClick={() => setActive(room)}
          >
            {room}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeIndex)}>
        {/* A key per room gives each tab a fresh carousel that starts at its first picture. */}
        <Carousel key={active} label={`${active} designs`} perView={PER_VIEW} focusableSlides>
          {designs.map((design, index) => (
            <figure key={design.title} className="home-card">
              <RoomIllustration room={active} variant={index} alt={`${active}: ${design.text}`} />
              <figcaption className="home-card__body">
                <strong className="home-card__title">{design.title}</strong>
                <span className="home-card__text">{design.text}</span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
