import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { signOut, type TUser, useSession } from '../data/session.ts';
import { t } from '../i18n/core.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { SyncIndicator } from './SyncIndicator.tsx';

type TNavLink = { to: string; label: string };

/** The links of spec §2 "Navigation and guard", by kind of user. */
export function navLinks(user: TUser | null): TNavLink[] {
  if (!user) {
    return [
      { to: '/leagues', label: t('app.leagues') },
      { to: '/highlights', label: t('app.highlights') },
      { to: '/login', label: t('app.login') },
      { to: '/signup', label: t('app.signUp2') },
    ];
  }
  const links: TNavLink[] = [
    { to: '/highlights', label: t('app.highlights') },
    { to: '/my-league', label: t('app.myLeague') },
    { to: '/league-games', label: t('app.leagueGames') },
    { to: '/discipline', label: t('app.discipline') },
  ];
  if (user.role === 'admin') links.push({ to: '/admin', label: t('app.admin') });
  else if (user.role === 'referee') links.push({ to: '/referee/dashboard', label: t('app.refereePortal') });
  else if (user.teamId) links.push({ to: `/teams/${user.teamId}/dashboard`, label: t('app.dashboard') });
  else links.push({ to: '/dashboard', label: t('app.dashboard') });
  return links;
}

/** Display name, else team name, else Profile (spec §2). */
export function profileLabel(user: TUser): string {
  return user.displayName || user.team?.name || t('app.profile');
}

const linkStyle = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`;

export function TopBar() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isProfileOpen, setProfileOpen] = useState(false);
  const links = navLinks(user);
  const isLogoLinked = !user;
  const logo = (
    <span className="flex items-center gap-2 text-lg font-bold text-brand-800">
      <img src="/icons/icon-192.png" alt="" width="28" height="28" className="rounded-md" />
      <span className={user ? 'max-[479px]:sr-only' : ''}>{t('app.pitchside')}</span>
    </span>
  );
  const logout = async () => {
    setProfileOpen(false);
    await signOut();
    navigate('/');
  };
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-1">
        {isLogoLinked ? (
          <Link
            to="/"
            className="flex min-h-11 shrink-0 items-center rounded-lg pr-2"
            aria-label={t('app.pitchsideHome')}
          >
            {logo}
          </Link>
        ) : (
          <div className="flex min-h-11 shrink-0 items-center pr-2">{logo}</div>
        )}
        <nav aria-label={t('app.main')} className="hidden flex-1 items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkStyle}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        {/* min-w-0 down the chain lets the status and the name shrink and truncate on a 360 px phone. */}
        <div className="ml-auto flex min-w-0 items-center justify-end gap-1">
          <LanguageSwitcher className="hidden lg:flex" />
          <SyncIndicator />
          {user && (
            <div className="relative flex min-w-0">
              <button
                type="button"
                aria-expanded={isProfileOpen}
                aria-haspopup="menu"
                onClick={() => setProfileOpen((v) => !v)}
                className="flex min-h-11 min-w-12 max-w-[10rem] items-center rounded-lg px-2 text-sm font-semibold hover:bg-stone-100"
              >
                <span className="truncate">{profileLabel(user)}</span>
              </button>
              {isProfileOpen && (
                <div
                  role="menu"
                  className="absolute right-0 z-40 mt-1 w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
                >
                  <p className="truncate px-3 py-2 text-xs text-stone-600">{user.email}</p>
                  <button
                    type="button"
                    role="menuitem"
                    onClick={logout}
                    className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm hover:bg-stone-100"
                  >
                    {t('app.logout')}
                  </button>
                </div>
              )}
            </div>
          )}
          <button
            type="button"
            className="flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-xl lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? t('app.closeMenu') : t('app.openMenu')}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {isMenuOpen ? '✕' : '☰'}
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('app.main')}
          className="border-t border-stone-200 px-3 py-2 lg:hidden"
        >
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkStyle} onClick={() => setMenuOpen(false)}>
              {link.label}
            </NavLink>
          ))}
          <LanguageSwitcher className="mt-2 border-t border-stone-200 px-3 pt-2" />
        </nav>
      )}
    </header>
  );
}
