import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, avatarText } from '../src/auth/avatar';

const user = (u: { firstName?: string | null; email?: string; profileImageUrl?: string | null }) => ({
  firstName: null,
  email: '',
  profileImageUrl: null,
  ...u,
});

describe('avatarText', () => {
  it('uses the first letter of the first name', () => {
    expect(avatarText(user({ firstName: 'Ada', email: 'zed@example.com' }))).toBe('A');
  });
  it('else the uppercase first letter of the e-mail', () => {
    expect(avatarText(user({ firstName: null, email: 'grace@example.com' }))).toBe('G');
    expect(avatarText(user({ firstName: '', email: 'grace@example.com' }))).toBe('G');
  });
  it("else 'U'", () => {
    expect(avatarText(user({}))).toBe('U');
    expect(avatarText(null)).toBe('U');
  });
});

describe('<Avatar>', () => {
  it('shows the profile image when there is one', () => {
    render(<Avatar user={user({ firstName: 'Ada', profileImageUrl: 'https://img.example/ada.png' })} />);
    expect(screen.getByRole('img', { name: 'Profile' })).toHaveAttribute('src', 'https://img.example/ada.png');
    expect(screen.queryByText('A')).not.toBeInTheDocument();
  });

  it('falls back to the letter when the image fails to load', () => {
    render(<Avatar user={user({ firstName: 'Ada', profileImageUrl: 'https://img.example/broken.png' })} />);
    fireEvent.error(screen.getByRole('img', { name: 'Profile' }));
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it('shows the letter when there is no image', () => {
    render(<Avatar user={user({ email: 'bob@example.com' })} />);
    expect(screen.getByText('B')).toBeInTheDocument();
  });
});
