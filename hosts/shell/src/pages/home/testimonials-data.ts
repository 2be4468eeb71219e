export interface Testimonial {
  quote: string;
  name: string;
  role: 'Contractor' | 'Designer' | 'Homeowner' | 'Project Manager';
  /** A country flag emoji for some reviewers (spec §2). */
  flag?: string;
}

/** About forty five-star reviews (TESTIMONIAL_COUNT_APPROX); every one is five stars. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'My clients pick their tile at home and I get the order the same night.',
    name: 'Marcus R.',
    role: 'Contractor',
    flag: '🇺🇸',
  },
  {
    quote: 'The 3D visualizer closes deals faster than any sample board.',
    name: 'Elena G.',
    role: 'Designer',
  },
  {
    quote: 'We saw the whole bathroom before a single tile was ordered.',
    name: 'Priya S.',
    role: 'Homeowner',
  },
  {
    quote: 'Deliveries arrive on the promised day, which keeps my crews busy.',
    name: 'Tom W.',
    role: 'Project Manager',
    flag: '🇨🇦',
  },
  {
    quote: 'My showroom looks like a big-box store but carries my own prices.',
    name: 'Diego M.',
    role: 'Contractor',
    flag: '🇲🇽',
  },
  {
    quote: 'Clients love browsing brands without driving across town.',
    name: 'Sophie L.',
    role: 'Designer',
    flag: '🇫🇷',
  },
  { quote: 'Easy to compare vanities side by side. We loved it.', name: 'Jamal K.', role: 'Homeowner' },
  { quote: 'Support answered in minutes, on a Saturday.', name: 'Hannah B.', role: 'Contractor', flag: '🇬🇧' },
  {
    quote: 'The checklist keeps every room of the project on track.',
    name: 'Carlos D.',
    role: 'Project Manager',
  },
  {
    quote: 'I send one link and the client does the rest.',
    name: 'Aiden F.',
    role: 'Contractor',
    flag: '🇦🇺',
  },
  {
    quote: 'Beautiful catalogue, and the prices were clear from the start.',
    name: 'Maya T.',
    role: 'Homeowner',
    flag: '🇺🇸',
  },
  {
    quote: 'Chatting with our contractor inside the project saved so many calls.',
    name: 'Lena H.',
    role: 'Homeowner',
    flag: '🇩🇪',
  },
  { quote: 'The markup is automatic, so quoting takes minutes.', name: 'Noah P.', role: 'Contractor' },
  {
    quote: 'Mood boards turn into orders without retyping anything.',
    name: 'Isabella C.',
    role: 'Designer',
    flag: '🇮🇹',
  },
  { quote: 'We finished our kitchen two weeks early.', name: 'Owen J.', role: 'Homeowner' },
  {
    quote: 'My team tracks every order status in one place.',
    name: 'Grace N.',
    role: 'Project Manager',
    flag: '🇳🇿',
  },
  {
    quote: 'The outdoor range, turf to pavers, is impressive.',
    name: 'Luis A.',
    role: 'Contractor',
    flag: '🇪🇸',
  },
  { quote: 'Seeing the floor in our actual room sold us.', name: 'Emma V.', role: 'Homeowner', flag: '🇳🇱' },
  { quote: 'Payouts land on time, every time.', name: 'Ryan O.', role: 'Contractor' },
  { quote: 'The best tool I have added to my design practice.', name: 'Chloe M.', role: 'Designer' },
  {
    quote: 'Samples, lighting and fixtures in one cart. Finally.',
    name: 'Ben S.',
    role: 'Homeowner',
    flag: '🇮🇪',
  },
  {
    quote: 'Clients trust the showroom because it carries my name.',
    name: 'Kwame A.',
    role: 'Contractor',
    flag: '🇬🇭',
  },
  { quote: 'Returns were simple and the refund came fast.', name: 'Julia R.', role: 'Homeowner' },
  {
    quote: 'We plan whole floors of an office with it now.',
    name: 'Arjun N.',
    role: 'Project Manager',
    flag: '🇮🇳',
  },
  {
    quote: 'Colour options are shown exactly as they arrive.',
    name: 'Nora E.',
    role: 'Designer',
    flag: '🇸🇪',
  },
  { quote: 'I gained three new clients from my embedded showroom.', name: 'Pete G.', role: 'Contractor' },
  {
    quote: 'Our contractor answered every question in the chat.',
    name: 'Fatima Z.',
    role: 'Homeowner',
    flag: '🇦🇪',
  },
  { quote: 'Budget-friendly options in every category.', name: 'Sam L.', role: 'Homeowner' },
  { quote: 'Setup took one afternoon.', name: 'Victor B.', role: 'Contractor', flag: '🇧🇷' },
  {
    quote: 'The AI designs are a great conversation starter.',
    name: 'Yuki T.',
    role: 'Designer',
    flag: '🇯🇵',
  },
  { quote: 'We ordered the whole bathroom in one evening.', name: 'Rachel K.', role: 'Homeowner' },
  { quote: 'Fewer site visits, happier clients.', name: 'Mike D.', role: 'Contractor' },
  {
    quote: 'Everything I need to show a client is one tap away.',
    name: 'Ana P.',
    role: 'Designer',
    flag: '🇵🇹',
  },
  { quote: 'The delivery team was careful and friendly.', name: 'George H.', role: 'Homeowner', flag: '🇬🇷' },
  { quote: 'My schedule finally lines up with deliveries.', name: 'Liam C.', role: 'Contractor', flag: '🇨🇦' },
  { quote: 'Clear prices per box and per square foot. No surprises.', name: 'Olivia W.', role: 'Homeowner' },
  { quote: 'I recommend it to every pro I know.', name: 'Daniel S.', role: 'Contractor' },
  {
    quote: 'Presenting finishes is now the fun part of the job.',
    name: 'Mei L.',
    role: 'Designer',
    flag: '🇸🇬',
  },
  {
    quote: 'Loved how easy it was to pick a vanity and faucet together.',
    name: 'Zoe F.',
    role: 'Homeowner',
    flag: '🇿🇦',
  },
  { quote: 'Our remodel came in under budget.', name: 'Ethan M.', role: 'Homeowner' },
];
