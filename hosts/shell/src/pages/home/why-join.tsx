/** The Why join reasons of spec §2, each with a line that says what the pro gets. */
const REASONS = [
  {
    title: 'Visualizer',
    text: 'Clients see your products in their own rooms in 3D before they buy.',
    icon: 'M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8',
  },
  {
    title: 'Support',
    text: 'A real team helps you and your clients seven days a week.',
    icon: 'M4 13a8 8 0 0116 0v4h-4v-5h4M4 12v5h4v-5H4',
  },
  {
    title: 'Delivery and Service',
    text: 'Orders are tracked from the vendor to the job site.',
    icon: 'M2 6h11v10H2zM13 10h5l3 3v3h-8M6 19a2 2 0 100-.1M17 19a2 2 0 100-.1',
  },
  {
    title: 'Live chat',
    text: 'Answer questions while the client is still browsing.',
    icon: 'M4 5h16v11H9l-5 4z',
  },
  {
    title: 'Communicate with Contractor',
    text: 'Homeowners message their pro inside the project.',
    icon: 'M7 8h10M7 12h6M3 4h18v13H8l-5 4z',
  },
  {
    title: 'Budget Friendly',
    text: 'Wholesale prices with your markup, in every category.',
    icon: 'M12 3v18M17 7H9.5a3 3 0 000 6h5a3 3 0 010 6H6',
  },
] as const;

/** Why join (spec §2): six reasons to become a pro. */
export function WhyJoin() {
  return (
    <section className="home-section" aria-labelledby="home-why-title">
      <h2 id="home-why-title" className="home-section__title">
        Why join
      </h2>
      <ul className="home-why">
        {REASONS.map((reason) => (
          <li key={reason.title} className="home-why__item">
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path
                d={reason.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
