export const DEMO_PASSWORD = 'password123';

export type DemoUser = {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  age: number;
  height: number;
  weight: number;
  sportPreferences: string[];
};

const person = (
  firstName: string,
  lastName: string,
  email: string,
  age: number,
  sportPreferences: string[],
  index: number,
): DemoUser => ({
  key: email,
  firstName,
  lastName,
  email,
  phone: `04${String(12345600 + index).padStart(8, '0')}`,
  age,
  height: 1.6 + (index % 5) * 0.05,
  weight: 58 + (index % 7) * 4,
  sportPreferences,
});

export const PLAYER = person(
  'Alex',
  'Morgan',
  'player@example.com',
  28,
  ['Badminton', 'Tennis'],
  0,
);
export const ORGANISER = person(
  'Olivia',
  'Chen',
  'organiser@example.com',
  34,
  ['Badminton', 'Basketball', 'Tennis', 'Soccer'],
  1,
);

export const OTHER_PLAYERS: DemoUser[] = [
  person('Sam', 'Patel', 'sam.patel@example.com', 25, ['Badminton'], 2),
  person('Jordan', 'Lee', 'jordan.lee@example.com', 31, ['Basketball', 'Soccer'], 3),
  person('Priya', 'Nair', 'priya.nair@example.com', 27, ['Tennis', 'Swimming'], 4),
  person('Liam', "O'Brien", 'liam.obrien@example.com', 22, ['Soccer'], 5),
  person('Mei', 'Wong', 'mei.wong@example.com', 30, ['Badminton', 'Tennis'], 6),
  person('Noah', 'Williams', 'noah.williams@example.com', 29, ['Basketball'], 7),
  person('Ava', 'Rossi', 'ava.rossi@example.com', 24, ['Tennis', 'Soccer'], 8),
  person('Ethan', 'Kim', 'ethan.kim@example.com', 35, ['Badminton', 'Basketball'], 9),
  person('Zara', 'Ahmed', 'zara.ahmed@example.com', 26, ['Soccer', 'Swimming'], 10),
  person('Lucas', 'Silva', 'lucas.silva@example.com', 33, ['Tennis'], 11),
];

/** Players who also run socials, beside Olivia. */
export const OTHER_ORGANISERS = [OTHER_PLAYERS[1], OTHER_PLAYERS[4], OTHER_PLAYERS[7]].filter(
  (user): user is DemoUser => user !== undefined,
);

export const DEMO_USERS = [PLAYER, ORGANISER, ...OTHER_PLAYERS];
