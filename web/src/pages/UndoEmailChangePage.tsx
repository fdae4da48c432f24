import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { useApp } from '../app-context';
import { Notice } from '../components/Notice';
import { useLinkSecret } from '../hooks/use-link-secret';

/**
 * Where the undo link e-mailed to the old address lands. It acts only when the person clicks:
 * mail scanners open links, and an open must not restore anything or end anyone's sessions.
 */
export function UndoEmailChangePage() {
  const { api } = useApp();
  const token = useLinkSecret();
  const undo = useMutation({ mutationFn: () => api('undoEmailChange', { body: { token } }) });

  return (
    <section className="page auth-page">
      <h1>{messages.emailChangeUndo.title}</h1>
      {!token && <Notice tone="error">{messages.emailChangeUndo.invalid}</Notice>}
      {token && !undo.isSuccess && (
        <>
          <p>{messages.emailChangeUndo.explain}</p>
          <p>
            <button type="button" className="button primary" onClick={() => undo.mutate()} disabled={undo.isPending}>
              {undo.isPending ? messages.emailChangeUndo.restoring : messages.emailChangeUndo.button}
            </button>
          </p>
        </>
      )}
      {undo.isError && <Notice tone="error">{undo.error.message}</Notice>}
      {undo.isSuccess && (
        <>
          <Notice tone="success">{messages.emailChangeUndo.restored}</Notice>
          <p>{messages.emailChangeUndo.resetAdvice}</p>
          <p>
            <Link to="/forgotPassword" className="button primary">
              {messages.emailChangeUndo.resetLink}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
