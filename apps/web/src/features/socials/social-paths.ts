export function socialDetailPath(category: string, socialId: string): string {
  return `/sports/${category.toLowerCase()}/social?id=${encodeURIComponent(socialId)}`;
}

export function joinSocialPath(category: string, socialId: string): string {
  return `/sports/${category.toLowerCase()}/social/join?id=${encodeURIComponent(socialId)}`;
}
