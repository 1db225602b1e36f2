/** The 'Em breve' badge of what is still to come. */

export const COMING_SOON_BADGE = 'Em breve';
