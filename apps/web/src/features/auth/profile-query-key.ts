export const profileQueryKey = ['user', 'profile'] as const;
