import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

/**
 * The Privacy Policy. Each statement here is what the product does (README: "Accounts and what
 * belongs to them", the stacks' log and backup settings); change this page with the behaviour.
 */
export function PrivacyPage() {
  return (
    <LegalPage
      id="privacy"
      eyebrow="Privacy Policy"
      title="Privacy Policy"
      intro="What we keep about you, who can read your contract, how long it is kept, and how to delete everything."
      other={{ to: '/terms', label: 'Terms of Service' }}
    >
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address and password (kept by our sign-in service, which stores only a form of it that
          cannot be read back), whether you verified your e-mail address, whether two-step sign-in is on, and the date you joined.
        </li>
        <li>
          <strong>Your profile:</strong> state of practice, whether you are a resident or fellow, years of practice, area of practice, a short bio and
          a profile picture if you add them, and the chapters of the course you have opened and where you stopped.
        </li>
        <li>
          <strong>Your requests:</strong> each PDF you upload and its file name, what you entered on the form (name, e-mail, phone, type and state of
          practice, training, speciality, your notes), its status and dates, the terms our automatic reader found in it, and our staff&apos;s review
          (a PDF, with the terms our reviewer confirmed).
        </li>
        <li>
          <strong>Access logs:</strong> every time a member of our staff opens your PDF or review, we record who and when, and show it to you beside
          the request. Our servers also log each request made to them (time, address asked for, result and the network address it came from) to keep
          the service secure and working.
        </li>
        <li>
          <strong>Messages:</strong> what you send through the contact form (name, e-mail address, message), and the e-mails we send you (verification
          and password links, receipts, &quot;your review is ready&quot;). If mail to an address bounces or is reported as unwanted, we keep a
          scrambled (hashed) form of that address so we stop writing to it.
        </li>
        <li>
          <strong>In your browser:</strong> your sign-in (for the browser session only, unless you tick Remember me) and the chapter you were
          listening to. We use no advertising or analytics trackers.
        </li>
      </ul>

      <h2>Who can read your contract</h2>
      <ul>
        <li>
          <strong>You</strong>, from your profile (Contract Reviews, Compensation Consultations).
        </li>
        <li>
          <strong>Our automatic reader:</strong> software running inside our own systems reads your PDF, and scans of it by character recognition, to
          find the key terms (pay, bonuses, call, non-compete…) for you and for our reviewer. No outside service reads it.
        </li>
        <li>
          <strong>Our approved staff:</strong> only staff members whom an administrator has approved, and who sign in with a password and a code from
          an authenticator app (two-step sign-in), can open requests, from the staff dashboard. Each time they open your PDF or review it is logged,
          and you see their name and the time on your request.
        </li>
        <li>
          Nobody else. We do not sell or share your documents or details. Our data is stored encrypted with our hosting provider (Amazon Web
          Services), whose e-mail service also sends our messages; they process it for us and do not use it for themselves.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>Your account, profile, requests, reviews and access records are kept for as long as your account exists, until you delete them.</li>
        <li>Withdrawing a request (possible until it is reviewed) deletes it and its PDF at once.</li>
        <li>A PDF uploaded but never sent with a request is deleted within a day.</li>
        <li>E-mailed links stop working after 1 hour (password reset), 24 hours (verification) or 7 days (undoing an e-mail change).</li>
        <li>Server logs are kept for up to 90 days (requests to our service) and up to one year (requests for the site&apos;s files).</li>
        <li>
          Deleted data stays in our database&apos;s continuous backups for up to 35 days, kept only to recover from a failure, and is then gone.
          Deleted files are not kept in any backup.
        </li>
        <li>Contact-form messages are not part of an account: we keep them to answer you, and delete one when you ask.</li>
      </ul>

      <h2>How to delete everything</h2>
      <p>
        Sign in, open your profile and choose <strong>Delete Account</strong>; we ask for your password to confirm. This deletes at once your account
        and profile, your picture, every request with its PDF and our review of it, the access records, your course progress and any e-mail waiting to
        be sent to you, and then your sign-in. It cannot be undone. If you can no longer sign in, write to us and an administrator deletes the account
        the same way.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>
          See and correct your details in your profile (<Link to="/profile/edit">Edit Profile</Link>); change your e-mail address or password there
          too.
        </li>
        <li>Ask us for a copy of what we hold about you, or to delete a contact-form message, by writing to us.</li>
      </ul>
    </LegalPage>
  );
}
