import { describe, expect, it } from 'vitest';
import { listAccessOf, profileAccessOf } from './access';

describe('access to the list and the profile', () => {
  it('lets only clinics see the list', () => {
    expect(listAccessOf({ loggedIn: false, isClinic: false })).toBe('visitor');
    expect(listAccessOf({ loggedIn: true, isClinic: false })).toBe('non-clinic');
    expect(listAccessOf({ loggedIn: true, isClinic: true })).toBe('clinic');
  });

  it('lets clinics and the candidate themself see a profile', () => {
    const candidate = { loggedIn: true, isClinic: false, user: { id: 7, tipo_usuario: 'candidato' } };
    expect(profileAccessOf(candidate, '7', null)).toBe('self');
    expect(profileAccessOf(candidate, '8', null)).toBe('non-clinic');
    expect(profileAccessOf({ loggedIn: true, isClinic: false, user: null }, '9', '9')).toBe('self');
    expect(profileAccessOf({ loggedIn: true, isClinic: true, user: null }, '9', '1')).toBe('clinic');
    expect(profileAccessOf({ loggedIn: false, isClinic: false, user: null }, '9', null)).toBe('visitor');
  });
});
