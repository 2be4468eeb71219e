/** What the pro's clients get, in the order they meet it. */
const STEPS = [
  { title: 'Browse at home', text: 'Every finish, from tile to turf, in one showroom with your prices.' },
  { title: 'See it in 3D', text: 'Products placed in their own room plans before anything is ordered.' },
  { title: 'Order with confidence', text: 'Secure card payment, tracked delivery and easy returns.' },
] as const;

/** Make your customer happier (spec §2): what the pro's clients get, in three steps. */
export function CustomerHappier() {
  return (
    <section className="home-section" aria-labelledby="home-happier-title">
      <h2 id="home-happier-title" className="home-section__title">
        Make your customer happier
      </h2>
      <ol className="home-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="home-steps__item">
            <span className="home-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
