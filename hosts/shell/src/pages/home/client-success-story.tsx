import { MARKETING_SAVINGS_PERCENT } from '@showroom/contract/constants';
import { RoomIllustration } from './room-illustration.tsx';

/** Client Success Story (spec §2): one remodel told as a short case study. */
export function ClientSuccessStory() {
  return (
    <section className="home-section home-story" aria-labelledby="home-story-title">
      <div className="home-story__art">
        <RoomIllustration
          room="Kitchen"
          variant={1}
          alt="The finished farmhouse kitchen of the success story"
        />
      </div>
      <div className="home-story__text">
        <h2 id="home-story-title" className="home-section__title">
          Client Success Story
        </h2>
        <p>
          A family in Portland planned their farmhouse kitchen with their contractor's showroom: they placed
          cabinets, an apron sink and oak floors in 3D, ordered everything in one cart and had it delivered to
          the site in one trip.
        </p>
        <dl className="home-stats">
          <div>
            <dt>Saved on materials</dt>
            <dd>up to {MARKETING_SAVINGS_PERCENT}%</dd>
          </div>
          <div>
            <dt>Site visits</dt>
            <dd>2 instead of 6</dd>
          </div>
          <div>
            <dt>Finished</dt>
            <dd>2 weeks early</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
