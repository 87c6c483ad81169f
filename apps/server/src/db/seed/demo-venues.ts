export const STADIUMS = [
  {
    id: 'msac',
    name: 'MSAC',
    address: 'Aughtie Dr, Albert Park VIC 3206',
    description: 'Melbourne Sports and Aquatic Centre, home of indoor courts and pools.',
  },
  {
    id: 'monash',
    name: 'Monash Sports',
    address: '42 Scenic Blvd, Clayton VIC 3800',
    description: 'Monash University’s sports centre with multi-purpose halls.',
  },
  {
    id: 'melbourne-uni',
    name: 'Melbourne Uni Sports',
    address: 'Tin Alley, Parkville VIC 3010',
    description: 'University of Melbourne sports facilities in Parkville.',
  },
];

export const STADIUM_SPORTS = ['badminton', 'basketball', 'tennis', 'swimming'];
export const COURTS_PER_SPORT = 3;
export const COURT_HOURLY_PRICE_CENTS = 2800;

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

export const COACHES = [
  {
    key: 'msac-emma',
    venueId: 'msac',
    name: 'Emma Thompson',
    gender: 'Female',
    qualification: 'Badminton Australia Level 2 Coach',
    sports: ['badminton'],
    bio: 'Former state singles champion who loves helping beginners find their footwork.',
  },
  {
    key: 'msac-david',
    venueId: 'msac',
    name: 'David Nguyen',
    gender: 'Male',
    qualification: 'Basketball Victoria Accredited Coach',
    sports: ['basketball'],
    bio: 'Ten years coaching junior and social teams; focuses on shooting form and game sense.',
  },
  {
    key: 'msac-sophie',
    venueId: 'msac',
    name: 'Sophie Martin',
    gender: 'Female',
    qualification: 'Tennis Australia Club Professional',
    sports: ['tennis'],
    bio: 'Patient coach for all levels, from first serves to match tactics.',
  },
  {
    key: 'eagle-raj',
    venueId: 'eagle-stadium',
    name: 'Raj Singh',
    gender: 'Male',
    qualification: 'Badminton Australia Level 1 Coach',
    sports: ['badminton'],
    bio: 'Energetic sessions built around drills, rallies and fun.',
  },
  {
    key: 'eagle-hannah',
    venueId: 'eagle-stadium',
    name: 'Hannah Brooks',
    gender: 'Female',
    qualification: 'Basketball Victoria Level 2 Coach',
    sports: ['basketball'],
    bio: 'Played in the NBL1; coaches defence, conditioning and teamwork.',
  },
  {
    key: 'eagle-marco',
    venueId: 'eagle-stadium',
    name: 'Marco Bianchi',
    gender: 'Male',
    qualification: 'Tennis Australia Development Coach',
    sports: ['tennis'],
    bio: 'Works on technique with video feedback and clear goals.',
  },
].map((coach) => ({
  ...coach,
  ratePerHourCents: 3000,
  schedule: ['Mon 6:00 PM - 9:00 PM', 'Wed 6:00 PM - 9:00 PM', 'Sat 9:00 AM - 1:00 PM'],
}));
