import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import type { Account } from '#shared/api/account.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import { displayName } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { canSubmitRequests, canUseDashboard } from '#shared/permissions.ts';
import { useSession } from '../auth/session';
import { Avatar } from './Avatar';

function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const run = async () => {
    setFailure(undefined);
    try {
      await signOut();
      navigate('/');
    } catch (error) {
      setFailure(messages.auth.signOutFailure((error as Error).message));
    }
  };
  return { run, failure };
}

/**
 * Where a physician's requests are, after Edit Profile (issue 29): their two lists, Compare offers and both forms,
 * in the profile card and in the small-screen menu alike. Staff have none.
 */
export function requestLinks(account: Account | undefined): ReadonlyArray<{ readonly to: string; readonly label: string }> {
  if (!account || !canSubmitRequests(account)) return [];
  return [
    { to: requestTypeInfo.contractReview.listPath, label: messages.common.myContractReviews },
    { to: requestTypeInfo.compensationConsult.listPath, label: messages.common.myCompensationConsults },
    // Every offer side by side (issue 30), beside the lists it draws from.
    { to: '/profile/compare', label: messages.common.compareOffers },
    { to: requestTypeInfo.contractReview.formPath, label: messages.common.requestContractReview },
    { to: requestTypeInfo.compensationConsult.formPath, label: messages.common.requestCompensationConsult },
  ];
}

/**
 * Wide screens (spec §2): signed out, Get Started and Log in; signed in, once the account has
 * loaded, the avatar; nothing while a stored sign-in is restored. Hovering it, or pressing it (keyboard, touch), opens the 240 px profile card.
 */
export function UserMenu() {
  const { status, account } = useSession();
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A mouse click right after the hover opened the card must not close it again.
  const openedByHover = useRef(false);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Restoring a stored sign-in: neither the avatar yet nor links to sign in with.
  if (status === 'loading') return null;
  if (status !== 'signedIn') {
    return (
      <>
        <NavLink to="/signup">{messages.common.getStarted}</NavLink>
        <NavLink to="/login">{messages.common.logIn}</NavLink>
      </>
    );
  }
  if (!account) return null;
  const name = displayName(account);

  return (
    <div
      ref={wrapper}
      className="user-menu"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-label={`Account: ${name}`}
        aria-expanded={open}
        aria-controls={cardId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        <Avatar pictureUrl={account.pictureUrl} size={40} alt="" />
      </button>
      <div id={cardId} className="profile-card" hidden={!open}>
        <p className="profile-card-name" data-testid="nav-user">
          {name}
        </p>
        <p className="profile-card-email">{account.email}</p>
        <ul>
          <li>
            <Link to="/profile/edit" onClick={() => setOpen(false)}>
              {messages.common.editProfile}
            </Link>
          </li>
          {requestLinks(account).map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          {canUseDashboard(account) && (
            <li>
              <Link to="/dashboard/compensation" onClick={() => setOpen(false)}>
                {messages.common.dashboard}
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="link-button" onClick={() => void signOut.run()}>
              {messages.common.signOut}
            </button>
          </li>
        </ul>
        {signOut.failure && (
          <p className="field-error" role="alert">
            {signOut.failure}
          </p>
        )}
      </div>
    </div>
  );
}

/** The account entries of the small-screen menu: Profile, the requests and Sign Out, or Get Started and Log in. */
export function MobileAccountLinks({ onNavigate }: { readonly onNavigate?: () => void }) {
  const { status, account } = useSession();
  const signOut = useSignOut();
  if (status === 'loading') return null;
  if (status !== 'signedIn') {
    return (
      <>
        <NavLink to="/signup" onClick={onNavigate}>
          {messages.common.getStarted}
        </NavLink>
        <NavLink to="/login" onClick={onNavigate}>
          {messages.common.logIn}
        </NavLink>
      </>
    );
  }
  return (
    <>
      <NavLink to="/profile/edit" onClick={onNavigate}>
        {messages.common.profile}
      </NavLink>
      {requestLinks(account).map((link) => (
        <NavLink key={link.to} to={link.to} onClick={onNavigate} end>
          {link.label}
        </NavLink>
      ))}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          onNavigate?.();
          void signOut.run();
        }}
      >
        {messages.common.signOut}
      </button>
      {signOut.failure && (
        <span className="field-error" role="alert">
          {signOut.failure}
        </span>
      )}
    </>
  );
}
