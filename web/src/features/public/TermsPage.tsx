import { Link } from 'react-router';
import { typicalTurnaroundBusinessDays } from '#shared/constants/request-types.ts';
import { LegalPage } from './LegalPage';

/** The Terms of Service that signup and both request forms ask a physician to accept. */
export function TermsPage() {
  return (
    <LegalPage
      id="terms"
      eyebrow="Terms of Service"
      title="Terms of Service"
      intro="The rules for using Physician Contracts: the free Negotiation 101 course, compensation consultations and contract reviews."
      other={{ to: '/privacy', label: 'Privacy Policy' }}
    >
      <h2>Who we are and what we offer</h2>
      <p>
        Physician Contracts is an education service for residents, fellows and attending physicians about to sign an employment contract. Joining is
        free for physicians. With an account you can follow Negotiation 101, a 13-chapter course, and send your offer letter or contract as a PDF for
        a compensation consultation or a contract review; a member of our staff answers each request with a written review, as a PDF.
      </p>

      <h2>Education, not advice</h2>
      <p>
        Everything on this site, the course, the automatic reading of your PDF and our staff&apos;s reviews included, is for educational purposes
        only. It is not legal, financial, tax or medical advice, and it does not make us your lawyer, agent or adviser. Do your own research and seek
        professional help (an attorney licensed in your state, a financial adviser) before you sign or negotiate a contract. Decisions about your
        contract are yours.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Give accurate details (your name, state of practice, training and speciality) and keep them up to date in your profile.</li>
        <li>An account is for one person. Keep your password to yourself and tell us if you think someone else has used your account.</li>
        <li>Staff accounts are for our own staff: they work only once an administrator has approved them and two-step sign-in is on.</li>
      </ul>

      <h2>What you upload</h2>
      <ul>
        <li>
          Upload only documents you are entitled to share with us, such as an offer or a contract addressed to you. If a document is confidential,
          check that you may show it to an adviser.
        </li>
        <li>
          You keep every right in your documents. You allow us to store them, to read them automatically to find their key terms, and to let our
          approved staff read them, only to answer your request. Our <Link to="/privacy">Privacy Policy</Link> says who can read them and for how long
          they are kept.
        </li>
        <li>A request is one PDF of at most 20 MB, without a password, scripts or attached files.</li>
      </ul>

      <h2>Reviews and turnaround</h2>
      <p>
        Our staff usually answer a request within {typicalTurnaroundBusinessDays} business days; we e-mail you when your review is ready. This is a
        usual time, not a guarantee: if your signing deadline is close, say so in your request&apos;s notes. You may withdraw a request until it has
        been reviewed; its PDF is then deleted.
      </p>

      <h2>Fair use</h2>
      <ul>
        <li>
          Do not try to reach another person&apos;s account or documents, to test or get around our security, or to overload the service; we limit how
          often some actions can be repeated.
        </li>
        <li>Do not upload anything unlawful or harmful, or other people&apos;s personal details that your request does not need.</li>
        <li>The course, its recordings and transcripts are for your own learning: do not copy, sell or republish them.</li>
      </ul>

      <h2>Ending your use</h2>
      <p>
        You can delete your account at any time from your profile (Delete Account); everything it holds is deleted, as our{' '}
        <Link to="/privacy">Privacy Policy</Link> describes. We may suspend or delete an account that breaks these terms, and will tell you by e-mail
        why.
      </p>

      <h2>Our responsibility</h2>
      <p>
        We take care in our reviews, but the service is provided as it is: we cannot promise that a review finds every issue in a contract or that the
        service is always available. To the extent the law allows, we are not liable for decisions you make about a contract, or for indirect losses.
        Nothing in these terms limits rights the law gives you and that cannot be waived.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        When these terms change, this page shows the new version and its date. We e-mail account holders before a change that affects their rights
        takes effect; continuing to use the service after that means you accept the new terms.
      </p>
    </LegalPage>
  );
}
