/** Public URL of a stored avatar (served with long cache headers by routes/resources). */
export const avatarUrl = (key: string | null | undefined) => (key ? `/files/avatars/${key}` : null);
