import { Outlet } from 'react-router';

/** The /cadastrar wrapper: renders the profile choice (index) and the registration steps. */
export function SignupLayout() {
  return (
    <div className="min-h-[60vh] bg-mist px-4 py-10 sm:px-6 sm:py-14">
      <Outlet />
    </div>
  );
}

export { SignupLayout as Component };
