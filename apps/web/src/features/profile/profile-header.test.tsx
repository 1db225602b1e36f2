import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileHeader } from './profile-header';

const props = {
  name: 'Clínica Norte',
  typeLabel: 'CLÍNICA',
  email: 'norte@exemplo.com.br',
  photoUrl: null,
  onDelete: () => {},
  onExport: () => {},
  exporting: false,
  onChangePhoto: () => {},
};

describe('ProfileHeader', () => {
  afterEach(cleanup);

  it("shows 'Clínica verificada' beside the type of a verified clinic, and only then", () => {
    const { rerender } = render(<ProfileHeader {...props} verified />);
    expect(screen.getByText('CLÍNICA')).toBeTruthy();
    expect(screen.getByText('Clínica verificada')).toBeTruthy();
    rerender(<ProfileHeader {...props} />);
    expect(screen.queryByText('Clínica verificada')).toBeNull();
  });
});
