/** Spec 2: the info bar above the page names the area the first path segment belongs to. */
export function infoBarFor(pathname: string): 'Setup' | 'Manage' | undefined {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  if (first.startsWith('setup-') || first.startsWith('email-')) return 'Setup';
  if (['organizations', 'groups', 'members', 'guests'].includes(first)) return 'Manage';
  return undefined;
}

/** PDF pages are printed: no header, no menu. */
export function isPdfPath(pathname: string): boolean {
  return `${pathname}/`.includes('/pdf/');
}

/** Up to two initials of the organisation, shown where the logo would be. */
export function orgInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '').slice(0, 2)];
  return letters.join('').toUpperCase();
}
