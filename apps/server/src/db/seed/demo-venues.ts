export const STADIUMS = [
  {
    id: 'msac',
    name: 'MSAC',
    address: 'Aughtie Dr, Albert Park VIC 3206',
    description: 'Melbourne Sports and Aquatic Centre, home of indoor courts and pools.',
    opensAtHour: 6,
    closesAtHour: 22,
  },
  {
    id: 'monash',
    name: 'Monash Sports',
    address: '42 Scenic Blvd, Clayton VIC 3800',
    description: 'Monash University’s sports centre with multi-purpose halls.',
    opensAtHour: 7,
    closesAtHour: 21,
  },
  {
    id: 'melbourne-uni',
    name: 'Melbourne Uni Sports',
    address: 'Tin Alley, Parkville VIC 3010',
    description: 'University of Melbourne sports facilities in Parkville.',
    opensAtHour: 6,
    closesAtHour: 23,
  },
];

export const STADIUM_SPORTS = ['badminton', 'basketball', 'tennis', 'swimming'];
export const COURTS_PER_SPORT = 3;
/** Every seeded court's price list (the product's $28 for 1 hour, $52 for 2 hours). */
export const COURT_PRICE_LIST_CENTS = { 1: 2800, 2: 5200 } as const;

export const TRAINING_VENUES = [
  {
    id: 'msac',
    name: 'MSAC',
    address: 'Aughtie Dr, Albert Park VIC 3206',
    sports: ['badminton', 'basketball', 'tennis'],
  },
  {
    id: 'eagle-stadium',
    name: 'Eagle Stadium',
    address: '10 Eagle Dr, Werribee VIC 3030',
    sports: ['badminton', 'basketball', 'tennis'],
  },
];

const EVENINGS = ['Mon 6:00 PM - 9:00 PM', 'Wed 6:00 PM - 9:00 PM', 'Sat 9:00 AM - 1:00 PM'];
const MORNINGS = ['Tue 7:00 AM - 10:00 AM', 'Thu 7:00 AM - 10:00 AM', 'Sun 9:00 AM - 12:00 PM'];
const WEEKENDS = ['Fri 4:00 PM - 8:00 PM', 'Sat 1:00 PM - 6:00 PM', 'Sun 1:00 PM - 5:00 PM'];

/**
 * The demo coaches: three per sport at each venue (some teach two sports), with rates that
 * differ so the Price and Name of Coach sorts give different orders.
 */
export const COACHES = [
  {
    key: 'msac-emma',
    venueId: 'msac',
    name: 'Emma Thompson',
    gender: 'Female',
    qualification: 'Badminton Australia Level 2 Coach and Tennis Australia Club Coach',
    sports: ['badminton', 'tennis'],
    bio: 'Former state singles champion who loves helping beginners find their footwork.',
    ratePerHourCents: 3500,
    schedule: EVENINGS,
  },
  {
    key: 'msac-david',
    venueId: 'msac',
    name: 'David Nguyen',
    gender: 'Male',
    qualification: 'Basketball Victoria Accredited Coach',
    sports: ['basketball'],
    bio: 'Ten years coaching junior and social teams; focuses on shooting form and game sense.',
    ratePerHourCents: 4500,
    schedule: WEEKENDS,
  },
  {
    key: 'msac-sophie',
    venueId: 'msac',
    name: 'Sophie Martin',
    gender: 'Female',
    qualification: 'Tennis Australia Club Professional',
    sports: ['tennis'],
    bio: 'Patient coach for all levels, from first serves to match tactics.',
    ratePerHourCents: 4000,
    schedule: MORNINGS,
  },
  {
    key: 'msac-liam',
    venueId: 'msac',
    name: 'Liam O’Brien',
    gender: 'Male',
    qualification: 'Badminton Australia Level 1 Coach and Basketball Victoria Community Coach',
    sports: ['badminton', 'basketball'],
    bio: 'Keeps sessions relaxed and practical: warm-ups, drills, then plenty of game time.',
    ratePerHourCents: 2500,
    schedule: EVENINGS,
  },
  {
    key: 'msac-priya',
    venueId: 'msac',
    name: 'Priya Patel',
    gender: 'Female',
    qualification: 'Tennis Australia Development Coach and Badminton Australia Level 1 Coach',
    sports: ['tennis', 'badminton'],
    bio: 'Racquet-sport specialist who builds strong technique through video analysis.',
    ratePerHourCents: 5500,
    schedule: WEEKENDS,
  },
  {
    key: 'msac-zoe',
    venueId: 'msac',
    name: 'Zoe Williams',
    gender: 'Female',
    qualification: 'Basketball Victoria Level 2 Coach',
    sports: ['basketball'],
    bio: 'Former WNBL guard who teaches ball handling, passing and reading the game.',
    ratePerHourCents: 5000,
    schedule: MORNINGS,
  },
  {
    key: 'eagle-raj',
    venueId: 'eagle-stadium',
    name: 'Raj Singh',
    gender: 'Male',
    qualification: 'Badminton Australia Level 1 Coach',
    sports: ['badminton'],
    bio: 'Energetic sessions built around drills, rallies and fun.',
    ratePerHourCents: 3000,
    schedule: EVENINGS,
  },
  {
    key: 'eagle-hannah',
    venueId: 'eagle-stadium',
    name: 'Hannah Brooks',
    gender: 'Female',
    qualification: 'Basketball Victoria Level 2 Coach and Tennis Australia Club Coach',
    sports: ['basketball', 'tennis'],
    bio: 'Played in the NBL1; coaches defence, conditioning and teamwork.',
    ratePerHourCents: 4000,
    schedule: WEEKENDS,
  },
  {
    key: 'eagle-marco',
    venueId: 'eagle-stadium',
    name: 'Marco Bianchi',
    gender: 'Male',
    qualification: 'Tennis Australia Development Coach',
    sports: ['tennis'],
    bio: 'Works on technique with video feedback and clear goals.',
    ratePerHourCents: 3000,
    schedule: MORNINGS,
  },
  {
    key: 'eagle-aisha',
    venueId: 'eagle-stadium',
    name: 'Aisha Rahman',
    gender: 'Female',
    qualification: 'Badminton Australia Level 2 Coach and Basketball Victoria Community Coach',
    sports: ['badminton', 'basketball'],
    bio: 'Coaches juniors and adults alike, with a focus on speed and court coverage.',
    ratePerHourCents: 3500,
    schedule: MORNINGS,
  },
  {
    key: 'eagle-tom',
    venueId: 'eagle-stadium',
    name: 'Tom Fischer',
    gender: 'Male',
    qualification: 'Tennis Australia Club Professional and Badminton Australia Level 1 Coach',
    sports: ['tennis', 'badminton'],
    bio: 'Twenty years on court; loves turning social players into confident competitors.',
    ratePerHourCents: 4500,
    schedule: EVENINGS,
  },
  {
    key: 'eagle-mei',
    venueId: 'eagle-stadium',
    name: 'Mei Chen',
    gender: 'Female',
    qualification: 'Basketball Victoria Accredited Coach',
    sports: ['basketball'],
    bio: 'Shooting coach who breaks every shot down into simple, repeatable steps.',
    ratePerHourCents: 2800,
    schedule: WEEKENDS,
  },
];
