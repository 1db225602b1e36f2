import { Navigate, NavLink, Outlet } from 'react-router';
import { useLoginPath } from '../../lib/use-login-path';
import { useSession } from '../../lib/use-session';

const LINKS = [
  { to: '/admin', label: 'Painel', end: true },
  { to: '/admin/contatos', label: 'Solicitações' },
  { to: '/admin/usuarios', label: 'Contas' },
  { to: '/admin/auditoria', label: 'Auditoria' },
  { to: '/admin/fila', label: 'Fila' },
  { to: '/admin/anuncios', label: 'Anúncios' },
  { to: '/admin/blog', label: 'Blog' },
];

/**
 * The back office's frame: only administrators get in. A visitor goes to /login (returning here
 * afterwards), any other account to /home; the API answers 404 to them anyway.
 */
export function AdminLayout() {
  const { loggedIn, userType } = useSession();
  const loginPath = useLoginPath();
  if (!loggedIn) return <Navigate to={loginPath} replace />;
  if (userType !== 'admin') return <Navigate to="/home" replace />;
  return (
    <div className="min-h-[70vh] bg-mist px-4 py-8 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <nav aria-label="Área administrativa" className="mb-6 flex flex-wrap gap-2">
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-navy/15 ${
                  isActive ? 'bg-navy text-white' : 'bg-white text-navy hover:bg-navy/5'
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </div>
  );
}

export { AdminLayout as Component };
