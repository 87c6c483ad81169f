/** Sports offered on the sign-up form and stored as a user's preferences. */
export const SIGNUP_SPORTS = ['Badminton', 'Basketball', 'Tennis', 'Soccer', 'Swimming'] as const;
export type SignupSport = (typeof SIGNUP_SPORTS)[number];

/** Sports that have socials (the /sports page). */
export const SOCIAL_SPORTS = ['Badminton', 'Basketball', 'Tennis', 'Soccer'] as const;
export type SocialSport = (typeof SOCIAL_SPORTS)[number];
