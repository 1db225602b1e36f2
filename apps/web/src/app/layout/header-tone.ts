/** 'dark': the header over the home banner (navy); 'light': the white header of the other pages. */
export type HeaderTone = 'dark' | 'light';

/** The header is dark on routes whose path contains 'home' (spec 1, section 2). */
export function headerToneFor(pathname: string): HeaderTone {
  return pathname.toLowerCase().includes('home') ? 'dark' : 'light';
}

/** Whether a section is the current one (its path is the current path or a parent of it). */
export function isSectionActive(sectionPath: string, pathname: string): boolean {
  return pathname === sectionPath || pathname.startsWith(`${sectionPath}/`);
}
